import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ErrorMessage } from '../../components/error-message';
import { useDocumentTitle } from '../info-pages/use-document-title';
import { RiderPanel } from './rider-panel';
import { receiptOutcomeOf, transportPaths } from './transport-paths';
import { useRideProgress } from './use-ride-progress';

/** After booking: the ride's status until a driver is assigned, the driver and car, and the cancel of the search. */
export function ConfirmBookingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('rides.confirm.title'));
  const { invoiceQueryId = '' } = useParams();
  const ride = useRideProgress(invoiceQueryId);
  const receipt = receiptOutcomeOf(useLocation().state);
  return (
    <section>
      <h1>{t('rides.confirm.title')}</h1>
      {receipt === 'sent' ? <p role="status">{t('rides.confirm.receiptSent')}</p> : null}
      {receipt === 'failed' ? <ErrorMessage>{t('rides.confirm.receiptFailed')}</ErrorMessage> : null}
      {ride.progress ? (
        <RiderPanel progress={ride.progress} cancelling={ride.cancelling} onCancel={() => void ride.cancel()} />
      ) : ride.error === null ? (
        <p role="status">{t('rides.confirm.loading')}</p>
      ) : null}
      {ride.refusal ? <ErrorMessage>{t(ride.refusal)}</ErrorMessage> : null}
      {ride.error ? <ErrorMessage>{ride.error}</ErrorMessage> : null}
      {ride.progress && ride.progress.status !== 'searching' ? (
        <p>
          <Link to={transportPaths.bookingSuccess}>{t('rides.confirm.done')}</Link>
        </p>
      ) : null}
    </section>
  );
}
