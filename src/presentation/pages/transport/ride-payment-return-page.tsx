import { Navigate, useSearchParams } from 'react-router-dom';
import { BookingSuccessPage } from './booking-success-page';
import { confirmBookingPath, type ConfirmBookingState } from './transport-paths';

/**
 * /transport/stripe/payment-success, where the card checkout sends the customer back with the ride's id: the
 * ride's own page follows it from there (paid as the server records it, then its driver). The page's address
 * tells nothing paid: only the server's status does. Without an id it is the booking-success page it was.
 */
export function RidePaymentReturnPage() {
  const [search] = useSearchParams();
  const id = search.get('id');
  if (id === null || id.trim() === '') return <BookingSuccessPage />;
  const state: ConfirmBookingState = { receipt: 'none', paymentReturned: true };
  return <Navigate to={confirmBookingPath(id)} state={state} replace />;
}
