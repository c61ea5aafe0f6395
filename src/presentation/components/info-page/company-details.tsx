import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { DetailList, telHref } from './detail-list';

type Company = NonNullable<StorefrontConfig['company']>;

/** Who runs the service, as the host configured its company: shown on About Us in every mode. */
export function CompanyDetails(props: { company: Company }) {
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
