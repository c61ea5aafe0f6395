import { transportPaths } from '../pages/transport/transport-paths';

/**
 * The shop's pages of fixed text, the same for every visitor (the information pages, the FAQ, the rider's and the
 * merchant's pages with their application forms, disabled until the app has taken them over): the server draws
 * them whole (src/app/first-screen-server.tsx) and the browser takes them over before the guest's sign-in, as it
 * does the public catalogue. Only the server's renderer reads this list, so the browser's first download carries
 * none of it; a page missing here is drawn by the browser as before.
 */
export const drawnTextPagePaths: readonly string[] = [
  '/about-us',
  '/about',
  '/careers',
  '/news',
  '/faqs',
  '/contact',
  '/privacy-policy',
  '/cookies-policy',
  '/terms-and-conditions',
  '/terms',
  '/nokia-arena-terms-and-conditions',
  '/riders',
  '/merchants',
];

/**
 * The customer's account forms that begin the same for every visitor (signing up, a forgotten PIN): drawn at their
 * first step, the fields disabled until the app has taken the page over. Their later steps live only in the app.
 */
export const drawnFormPagePaths: readonly string[] = ['/signup/user', '/forgot-pin'];

/**
 * The prototype screens (sample data only, the same for every visitor): drawn whole, their controls disabled until
 * the app has taken the page over (PrototypeLayout holds them in UntilAlive).
 */
export const drawnPrototypePaths: readonly string[] = [
  '/zapp-test-designs',
  '/zapp-test-designs-category',
  '/checkout',
  '/review-order',
  '/merchant-wizard',
];

/** Transport mode's pages of fixed text: where every visitor starts, and its About Us, privacy policy and terms. */
export const drawnTransportPagePaths: readonly string[] = [
  transportPaths.start,
  transportPaths.aboutUs,
  transportPaths.privacyPolicy,
  transportPaths.terms,
];

/**
 * Transport mode's booking form, which holds nothing of the rider's (its car types are the host's): drawn whole at
 * its first state, its controls disabled until the app has taken the page over (BookingPage).
 */
export const drawnTransportFormPaths: readonly string[] = [
  transportPaths.mainPage,
  transportPaths.locationPickup,
  transportPaths.confirmPickupLocation,
];

/**
 * Transport mode's screens whose content is the rider's own ("My Bookings"): the server draws their frame (heading,
 * navigation, the list's place while it loads) and the browser fills it in.
 */
export const drawnTransportFramePaths: readonly string[] = [transportPaths.bookingHistory];
