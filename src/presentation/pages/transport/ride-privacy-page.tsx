import { useTranslation } from 'react-i18next';
import { useStorefrontConfig } from '../../config/config-context';
import { InfoPageLayout } from '../../components/info-page/info-page-layout';
import { PolicySections } from '../../components/info-page/policy-sections';

const ridePrivacySections = ['collected', 'use', 'device', 'payments', 'retention', 'rights'] as const;

/** Transport mode's privacy policy: the host's own (privacyText), or the built-in one of a taxi service. */
export function RidePrivacyPage() {
  const { t } = useTranslation();
  const config = useStorefrontConfig();
  return (
    <InfoPageLayout title={t('infoPages.privacy.title')}>
      <PolicySections
        texts="transport.info.privacy"
        sections={ridePrivacySections}
        configuredText={config.privacyText}
      />
    </InfoPageLayout>
  );
}
