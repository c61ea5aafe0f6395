import { Navigate, Route, Routes } from 'react-router-dom';
import { lazyWithTexts } from '../i18n/lazy-with-texts';

// Transport mode's screens are one chunk of their own; the information pages come from their shared chunk.
const transportPages = () => import(/* webpackChunkName: "transport-pages" */ '../pages/transport/transport-pages');
const TransportShell = lazyWithTexts(() => transportPages().then((module) => ({ default: module.TransportShell })));
const StartPage = lazyWithTexts(() => transportPages().then((module) => ({ default: module.StartPage })));
const BookingPage = lazyWithTexts(() => transportPages().then((module) => ({ default: module.BookingPage })));
const ConfirmBookingPage = lazyWithTexts(() =>
  transportPages().then((module) => ({ default: module.ConfirmBookingPage })),
);
const BookingSuccessPage = lazyWithTexts(() =>
  transportPages().then((module) => ({ default: module.BookingSuccessPage })),
);
const BookingHistoryPage = lazyWithTexts(() =>
  transportPages().then((module) => ({ default: module.BookingHistoryPage })),
);
const infoPages = () => import(/* webpackChunkName: "info-pages" */ '../pages/info-pages/info-pages');
const AboutUsPage = lazyWithTexts(() => infoPages().then((module) => ({ default: module.AboutUsPage })));
const PrivacyPolicyPage = lazyWithTexts(() => infoPages().then((module) => ({ default: module.PrivacyPolicyPage })));
const TermsPage = lazyWithTexts(() => infoPages().then((module) => ({ default: module.TermsPage })));

const start = '/transport/transport-start-journey';

/**
 * Transport mode's route table (spec, "Transport routes"). Every other path, the storefront's included, leads to
 * the start page, so no path is a dead end.
 */
export function TransportRoutes() {
  return (
    <Routes>
      <Route element={<TransportShell />}>
        <Route path="transport/transport-start-journey" element={<StartPage />} />
        <Route path="transport/main-page" element={<BookingPage />} />
        <Route path="transport/location-pickup" element={<BookingPage />} />
        <Route path="transport/confirm-pickup-location" element={<BookingPage />} />
        <Route path="transport/confirm-booking/:invoiceQueryId" element={<ConfirmBookingPage />} />
        <Route path="transport/booking-success" element={<BookingSuccessPage />} />
        <Route path="transport/stripe/payment-success" element={<BookingSuccessPage />} />
        <Route path="transport/booking-history" element={<BookingHistoryPage />} />
        <Route path="transport/about-us" element={<AboutUsPage />} />
        <Route path="transport/privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="*" element={<Navigate to={start} replace />} />
      </Route>
    </Routes>
  );
}
