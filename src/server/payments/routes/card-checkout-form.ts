import type { ServerLanguage } from '../../i18n/server-language';
import { checkoutText, type CheckoutPageTextKey } from '../checkout-page-texts';
import { escapeHtml, hiddenField } from '../../http/sandbox-page';

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

/**
 * The card form of a sandbox checkout in the reader's language: number, expiry and CVC, Pay and Cancel, the
 * error of the last post and the test cards' note. It posts to `action`, the checkout's own page.
 */
export function cardCheckoutFormHtml(action: string, form: CheckoutForm, language: ServerLanguage): string {
  const t = (key: CheckoutPageTextKey) => escapeHtml(checkoutText(key, language));
  return `<form method="post" action="${escapeHtml(action)}">${hiddenField('payment_intent', form.paymentIntentId)}
<input type="hidden" id="client-secret" name="client_secret" value="${escapeHtml(form.clientSecret)}">
<label for="card-number">${t('form.cardNumber')}</label><input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" maxlength="23">
<label for="card-expiry">${t('form.expiry')}</label><input id="card-expiry" name="card_expiry" autocomplete="cc-exp" maxlength="5" placeholder="${t('form.expiryPlaceholder')}">
<label for="card-cvc">${t('form.cvc')}</label><input id="card-cvc" name="card_cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4">
<button type="submit" name="action" value="pay">${t('form.pay')}</button><button type="submit" name="action" value="cancel">${t('form.cancel')}</button>
</form><p id="card-error" role="alert">${escapeHtml(form.error)}</p>
<p class="note">${t('form.note')}</p>`;
}
