import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { isRideSettled } from '@/domain/transport/ride-progress';
import { ErrorMessage } from '../../components/error-message';
import { useDocumentTitle } from '../../components/navigation/use-document-title';
import { RiderPanel } from './rider-panel';
import { paymentErrorOf, paymentReturnedOf, receiptOutcomeOf, transportPaths } from './transport-paths';
import { useRideProgress } from './use-ride-progress';

/**
 * After booking: the ride's status until a driver is assigned, the driver and car, and the cancel of the search;
 * for a card ride its payment (paid as the server records it, or the way to pay).
 */
export function ConfirmBookingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('rides.confirm.title'));
  const { invoiceQueryId = '' } = useParams();
  const ride = useRideProgress(invoiceQueryId);
  const { state } = useLocation();
  const receipt = receiptOutcomeOf(state);
  const paymentError = paymentErrorOf(state);
  return (
    <section>
      <h1>{t('rides.confirm.title')}</h1>
      {receipt === 'sent' ? <p role="status">{t('rides.confirm.receiptSent')}</p> : null}
      {receipt === 'confirmation_sent' ? <p role="status">{t('rides.confirm.receiptConfirmationSent')}</p> : null}
      {receipt === 'after_payment' ? <p role="status">{t('rides.confirm.receiptAfterPayment')}</p> : null}
      {receipt === 'failed' ? <ErrorMessage>{t('rides.confirm.receiptFailed')}</ErrorMessage> : null}
      {paymentReturnedOf(state) && ride.progress?.payment === 'paid' ? (
        <p role="status">{t('rides.confirm.paymentReceived')}</p>
      ) : null}
      {paymentError !== null && ride.progress?.payment === 'unpaid' ? (
        <ErrorMessage>{paymentError}</ErrorMessage>
      ) : null}
      {ride.progress ? (
        <RiderPanel
          progress={ride.progress}
          cancelling={ride.cancelling}
          onCancel={() => void ride.cancel()}
          paying={ride.paying}
          onPay={() => void ride.pay()}
        />
      ) : ride.error === null ? (
        <p role="status">{t('rides.confirm.loading')}</p>
      ) : null}
      {ride.refusal ? <ErrorMessage>{t(ride.refusal)}</ErrorMessage> : null}
      {ride.error ? <ErrorMessage>{ride.error}</ErrorMessage> : null}
      {ride.progress && isRideSettled(ride.progress.status) ? (
        <p>
          <Link to={transportPaths.bookingSuccess}>{t('rides.confirm.done')}</Link>
        </p>
      ) : null}
    </section>
  );
}
