import { useTranslation } from 'react-i18next';
import { useStorefrontConfig } from '../../config/config-context';
import { InfoPageLayout } from '../../components/info-page/info-page-layout';
import { PolicySections } from '../../components/info-page/policy-sections';

const privacySections = ['collected', 'use', 'payments', 'retention', 'rights'] as const;

/** `/privacy-policy`: the host's privacy policy, or the built-in one. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  const config = useStorefrontConfig();
  return (
    <InfoPageLayout title={t('infoPages.privacy.title')}>
      <PolicySections texts="infoPages.privacy" sections={privacySections} configuredText={config.privacyText} />
    </InfoPageLayout>
  );
}
