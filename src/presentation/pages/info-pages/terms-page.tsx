import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStorefrontConfig } from '../../config/config-context';
import { InfoPageLayout } from '../../components/info-page/info-page-layout';
import { PolicySections } from '../../components/info-page/policy-sections';

/** The built-in terms, in the order a customer meets them: ordering, price, what is charged, what is kept. */
const termsSections = ['ordering', 'prices', 'alcohol', 'receipts', 'refunds', 'payments', 'privacy'] as const;

/** `/terms-and-conditions` and `/terms`: the host's terms, or the built-in ones. */
export function TermsPage() {
  const { t } = useTranslation();
  const config = useStorefrontConfig();
  return (
    <InfoPageLayout title={t('infoPages.terms.title')}>
      <PolicySections texts="infoPages.terms" sections={termsSections} configuredText={config.termsText} />
      <p>
        <Link to="/privacy-policy">{t('infoPages.terms.privacyLink')}</Link>
      </p>
    </InfoPageLayout>
  );
}
