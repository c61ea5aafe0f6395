import { useTranslation } from 'react-i18next';
import { useStorefrontConfig } from '../../config/config-context';
import { AppVersion } from '../../components/info-page/app-version';
import { CompanyDetails } from '../../components/info-page/company-details';
import { InfoPageLayout } from '../../components/info-page/info-page-layout';

/**
 * Transport mode's About Us: a taxi service in the host's name, who runs it (the configured company, or the
 * platform provider's words for a taxi company) and the app's version.
 */
export function RideAboutUsPage() {
  const { t } = useTranslation();
  const config = useStorefrontConfig();
  const brand = config.brandName;
  return (
    <InfoPageLayout title={t('infoPages.aboutUs.title')}>
      <p>{t('transport.info.aboutUs.intro', { brand })}</p>
      {config.company ? (
        <>
          <p>{t('infoPages.aboutUs.operatorIntro', { brand, company: config.company.name })}</p>
          <CompanyDetails company={config.company} />
        </>
      ) : (
        <p>{t('transport.info.aboutUs.providerBody', { brand })}</p>
      )}
      {/* Transport mode's frame has no footer to have read the version already. */}
      <AppVersion ask />
    </InfoPageLayout>
  );
}
