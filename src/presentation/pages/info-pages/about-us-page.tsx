import { useTranslation } from 'react-i18next';
import { useStorefrontConfig } from '../../config/config-context';
import { AppVersion } from '../../components/info-page/app-version';
import { CompanyDetails } from '../../components/info-page/company-details';
import { InfoPageLayout } from '../../components/info-page/info-page-layout';

/**
 * `/about-us` and `/about`: what the service is, who runs it (the configured company, or the platform
 * provider's own words) and the app version.
 */
export function AboutUsPage() {
  const { t } = useTranslation();
  const config = useStorefrontConfig();
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
      <AppVersion />
    </InfoPageLayout>
  );
}
