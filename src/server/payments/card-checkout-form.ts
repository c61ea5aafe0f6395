/**
 * Copies the client secret from the URL's fragment into the form: the fragment never reaches the server, so
 * the secret travels only in the form's own post, never in a URL a log could keep.
 */
export const secretFromFragment = `(function () {
  var match = /(?:^#|&)client_secret=([A-Za-z0-9_]+)/.exec(window.location.hash);
  if (match) document.getElementById('client-secret').value = match[1];
})();`;

/** What a sandbox card checkout's form shows: an order's (stripe-checkout-page.ts) or a ride's (ride-checkout-page.ts). */
export interface CheckoutForm {
  readonly paymentIntentId: string;
  /** Filled in again after a post the customer must correct; empty on the first show, the script fills it. */
  readonly clientSecret: string;
  readonly error: string;
}
