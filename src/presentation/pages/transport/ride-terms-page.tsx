import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStorefrontConfig } from '../../config/config-context';
import { InfoPageLayout } from '../../components/info-page/info-page-layout';
import { PolicySections } from '../../components/info-page/policy-sections';
import { transportPaths } from './transport-paths';

/** The built-in ride terms, in the order a rider meets them: booking, price, cancelling, paying, the ride. */
const rideTermsSections = ['booking', 'prices', 'cancelling', 'payments', 'receipts', 'conduct', 'privacy'] as const;

/** Transport mode's terms: the host's own (termsText), or the built-in terms of a taxi service. */
export function RideTermsPage() {
  const { t } = useTranslation();
  const config = useStorefrontConfig();
  return (
    <InfoPageLayout title={t('infoPages.terms.title')}>
      <PolicySections texts="transport.info.terms" sections={rideTermsSections} configuredText={config.termsText} />
      <p>
        <Link to={transportPaths.privacyPolicy}>{t('transport.info.terms.privacyLink')}</Link>
      </p>
    </InfoPageLayout>
  );
}
