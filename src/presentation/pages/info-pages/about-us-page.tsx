import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { useStorefrontConfig } from '../../config/config-context';
import { selectAppInfo } from '../../store/app-info/app-info.slice';
import { useAppSelector } from '../../store/hooks';
import { DetailList, telHref } from './detail-list';
import { InfoPageLayout } from './info-page-layout';

type Company = NonNullable<StorefrontConfig['company']>;

function CompanyDetails(props: { company: Company }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { company } = props;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('infoPages.aboutUs.companyHeading')}</h2>
      <DetailList>
        <dt>{t('infoPages.aboutUs.companyName')}</dt>
        <dd>{company.name}</dd>
        {company.address ? (
          <>
            <dt>{t('infoPages.aboutUs.address')}</dt>
            <dd>{company.address}</dd>
          </>
        ) : null}
        {company.businessId ? (
          <>
            <dt>{t('infoPages.aboutUs.businessId')}</dt>
            <dd>{company.businessId}</dd>
          </>
        ) : null}
        {company.email ? (
          <>
            <dt>{t('infoPages.aboutUs.email')}</dt>
            <dd>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </dd>
          </>
        ) : null}
        {company.phone ? (
          <>
            <dt>{t('infoPages.aboutUs.phone')}</dt>
            <dd>
              <a href={telHref(company.phone)}>{company.phone}</a>
            </dd>
          </>
        ) : null}
      </DetailList>
    </section>
  );
}

/**
 * `/about-us` and `/about`: what the service is, who runs it (the configured company, or the platform
 * provider's own words) and the app version. The version is the one the footer already read from meta.json.
 */
export function AboutUsPage() {
  const { t } = useTranslation();
  const config = useStorefrontConfig();
  const info = useAppSelector(selectAppInfo);
  const versionHeadingId = useId();
  const brand = config.brandName;
  return (
    <InfoPageLayout title={t('infoPages.aboutUs.title')}>
      <p>{t('infoPages.aboutUs.providerIntro', { brand })}</p>
      {config.company ? (
        <>
          <p>{t('infoPages.aboutUs.operatorIntro', { brand, company: config.company.name })}</p>
          <CompanyDetails company={config.company} />
        </>
      ) : (
        <p>{t('infoPages.aboutUs.providerBody', { brand })}</p>
      )}
      {info?.version ? (
        <section aria-labelledby={versionHeadingId}>
          <h2 id={versionHeadingId}>{t('infoPages.aboutUs.versionHeading')}</h2>
          <p>{t('infoPages.aboutUs.version', { version: info.version })}</p>
        </section>
      ) : null}
    </InfoPageLayout>
  );
}
