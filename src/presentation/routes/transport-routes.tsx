import { Navigate, Route, Routes } from 'react-router-dom';
import { lazyWithTexts } from '../i18n/lazy-with-texts';
import { BookingHistoryPage } from '../pages/transport/booking-history-page';
import { BookingPage } from '../pages/transport/booking-page';
import { BookingSuccessPage } from '../pages/transport/booking-success-page';
import { ConfirmBookingPage } from '../pages/transport/confirm-booking-page';
import { RidePaymentReturnPage } from '../pages/transport/ride-payment-return-page';
import { StartPage } from '../pages/transport/start-page';
import { TransportShell } from '../pages/transport/transport-shell';
import { transportPaths } from '../pages/transport/transport-paths';

// This table is itself a lazy chunk with the transport screens (see app-routes.tsx); the information pages come
// from their shared chunk.
const infoPages = () => import(/* webpackChunkName: "info-pages" */ '../pages/info-pages/info-pages');
const AboutUsPage = lazyWithTexts(() => infoPages().then((module) => ({ default: module.AboutUsPage })));
const PrivacyPolicyPage = lazyWithTexts(() => infoPages().then((module) => ({ default: module.PrivacyPolicyPage })));
const TermsPage = lazyWithTexts(() => infoPages().then((module) => ({ default: module.TermsPage })));

/**
 * Transport mode's route table (spec, "Transport routes"). Every other path, the storefront's included, leads to
 * the start page, so no path is a dead end.
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
        <Route path="transport/about-us" element={<AboutUsPage />} />
        <Route path="transport/privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="*" element={<Navigate to={transportPaths.start} replace />} />
      </Route>
    </Routes>
  );
}
