import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useDocumentTitle } from '../../components/navigation/use-document-title';
import { transportPaths } from './transport-paths';

const Start = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  max-width: 640px;
  margin: 0 auto;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colours.primary};
    font-weight: 600;
  }
`;

/** Where transport mode starts every visitor: open without a customer login. */
export function StartPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('rides.start.title'));
  return (
    <Start>
      <h1>{t('rides.start.title')}</h1>
      <p>{t('rides.start.intro')}</p>
      <Link to={transportPaths.mainPage}>{t('rides.start.book')}</Link>
      <Link to={transportPaths.bookingHistory}>{t('rides.start.history')}</Link>
    </Start>
  );
}
