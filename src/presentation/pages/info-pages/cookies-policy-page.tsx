import { useTranslation } from 'react-i18next';
import { useStorefrontConfig } from '../../config/config-context';
import { InfoPageLayout } from '../../components/info-page/info-page-layout';
import { PolicySections } from '../../components/info-page/policy-sections';

const cookiesSections = ['necessary', 'tracking', 'choices'] as const;

/** `/cookies-policy`: the host's cookies policy, or the built-in one. */
export function CookiesPolicyPage() {
  const { t } = useTranslation();
  const config = useStorefrontConfig();
  return (
    <InfoPageLayout title={t('infoPages.cookies.title')}>
      <PolicySections texts="infoPages.cookies" sections={cookiesSections} configuredText={config.cookiesText} />
    </InfoPageLayout>
  );
}
