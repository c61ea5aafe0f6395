/** Transport mode's pages (the spec's "Transport routes"). */
export const transportPaths = {
  start: '/transport/transport-start-journey',
  mainPage: '/transport/main-page',
  locationPickup: '/transport/location-pickup',
  confirmPickupLocation: '/transport/confirm-pickup-location',
  bookingSuccess: '/transport/booking-success',
  bookingHistory: '/transport/booking-history',
  aboutUs: '/transport/about-us',
  privacyPolicy: '/transport/privacy-policy',
  terms: '/terms',
} as const;

export function confirmBookingPath(invoiceQueryId: string): string {
  return `/transport/confirm-booking/${encodeURIComponent(invoiceQueryId)}`;
}
