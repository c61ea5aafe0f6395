import { Route, Routes } from 'react-router-dom';
import { BookingHistoryPage } from '../pages/transport/booking-history-page';
import { BookingPage } from '../pages/transport/booking-page';
import { BookingSuccessPage } from '../pages/transport/booking-success-page';
import { ConfirmBookingPage } from '../pages/transport/confirm-booking-page';
import { RideAboutUsPage } from '../pages/transport/ride-about-us-page';
import { RidePaymentReturnPage } from '../pages/transport/ride-payment-return-page';
import { RidePrivacyPage } from '../pages/transport/ride-privacy-page';
import { RideTermsPage } from '../pages/transport/ride-terms-page';
import { StartPage } from '../pages/transport/start-page';
import { TransportShell } from '../pages/transport/transport-shell';
import { transportPaths } from '../pages/transport/transport-paths';
import { RedirectTo } from './redirect-to';

/**
 * Transport mode's route table (spec, "Transport routes"). Every other path, the storefront's included, leads to
 * the start page, so no path is a dead end. Its About Us, Terms and Privacy Policy speak of rides, not orders:
 * they come with the transport screens, not from the storefront's information pages.
 */
export default function TransportRoutes() {
  return (
    <Routes>
      <Route element={<TransportShell />}>
        <Route path="transport/transport-start-journey" element={<StartPage />} />
        <Route path="transport/main-page" element={<BookingPage />} />
        <Route path="transport/location-pickup" element={<BookingPage />} />
        <Route path="transport/confirm-pickup-location" element={<BookingPage />} />
        <Route path="transport/confirm-booking/:invoiceQueryId" element={<ConfirmBookingPage />} />
        <Route path="transport/booking-success" element={<BookingSuccessPage />} />
        <Route path="transport/stripe/payment-success" element={<RidePaymentReturnPage />} />
        <Route path="transport/booking-history" element={<BookingHistoryPage />} />
        <Route path="transport/about-us" element={<RideAboutUsPage />} />
        <Route path="transport/privacy-policy" element={<RidePrivacyPage />} />
        <Route path="terms" element={<RideTermsPage />} />
        <Route path="*" element={<RedirectTo to={transportPaths.start} />} />
      </Route>
    </Routes>
  );
}
