// Transport mode's pages load together as one chunk ("transport-pages"): none of them is needed by a storefront.
export { BookingHistoryPage } from './booking-history-page';
export { BookingPage } from './booking-page';
export { BookingSuccessPage } from './booking-success-page';
export { ConfirmBookingPage } from './confirm-booking-page';
export { StartPage } from './start-page';
export { TransportShell } from './transport-shell';
