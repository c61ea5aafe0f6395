import { useContext } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DrawingOutcomeContext } from '../../routes/drawing-outcome';

export function NotFoundPage() {
  const { t } = useTranslation();
  const outcome = useContext(DrawingOutcomeContext);
  // Drawn on the server, the page is answered with 404, so search engines and links checkers see it is no page.
  outcome?.namesNoPage();
  return (
    <>
      <h1>{t('notFound.title')}</h1>
      <Link to="/">{t('notFound.backToStores')}</Link>
    </>
  );
}
