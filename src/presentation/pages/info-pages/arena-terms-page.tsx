import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { InfoPageLayout } from '../../components/info-page/info-page-layout';
import { PolicySections } from '../../components/info-page/policy-sections';

const arenaSections = ['ordering', 'pickup', 'alcohol', 'prices'] as const;

/** `/nokia-arena-terms-and-conditions`: the arena's own terms, on top of the general ones. */
export function ArenaTermsPage() {
  const { t } = useTranslation();
  return (
    <InfoPageLayout title={t('infoPages.arenaTerms.title')}>
      <PolicySections texts="infoPages.arenaTerms" sections={arenaSections} />
      <p>
        <Link to="/terms-and-conditions">{t('infoPages.arenaTerms.generalLink')}</Link>
      </p>
    </InfoPageLayout>
  );
}
