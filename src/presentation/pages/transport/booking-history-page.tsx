import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RideBookingsListed } from '@/application/transport/list-ride-bookings.use-case';
import { featureTokens } from '@/application/tokens';
import { useFeatureLoader } from '../../di/dependency-context';
import { useDocumentTitle } from '../../components/navigation/use-document-title';
import { BookingHistoryList } from './booking-history-list';

/** "My Bookings": the service's rides merged with the ones this browser kept. */
export function BookingHistoryPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('rides.history.title'));
  const loadTransport = useFeatureLoader(featureTokens.transport);
  const [listed, setListed] = useState<RideBookingsListed | null>(null);
  useEffect(() => {
    let current = true;
    void loadTransport()
      .then((transport) => transport.listRideBookings())
      .then((answer) => {
        if (current) setListed(answer);
      });
    return () => {
      current = false;
    };
  }, [loadTransport]);
  return (
    <section>
      <h1>{t('rides.history.title')}</h1>
      {listed === null ? <p role="status">{t('rides.history.loading')}</p> : null}
      {listed?.serviceUnavailable ? <p role="status">{t('rides.history.serviceUnavailable')}</p> : null}
      {listed?.keptOnlyForThisPage ? <p role="status">{t('rides.history.memoryOnly')}</p> : null}
      {listed ? <BookingHistoryList rides={listed.rides} /> : null}
    </section>
  );
}
