import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../components/navigation/use-document-title';
import { transportPaths } from './transport-paths';

/** The booking is done (also where a card payment of a ride returns): on to My Bookings or another ride. */
export function BookingSuccessPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('rides.success.title'));
  return (
    <section>
      <h1>{t('rides.success.title')}</h1>
      <p>{t('rides.success.text')}</p>
      <ul>
        <li>
          <Link to={transportPaths.bookingHistory}>{t('rides.success.history')}</Link>
        </li>
        <li>
          <Link to={transportPaths.mainPage}>{t('rides.success.another')}</Link>
        </li>
      </ul>
    </section>
  );
}
