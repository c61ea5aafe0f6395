import type { FastifyReply } from 'fastify';
import { sandboxPages } from '@/contract/payments/payment-paths';
import { secretFromFragment, type CheckoutForm } from './card-checkout-form';
import type { PaymentInvoice } from './payment-invoices';
import { escapeHtml, hiddenField, paymentSummaryHtml, sendSandboxPage } from './sandbox-page';

/** The sandbox checkout: the payment, a card form with number, expiry and CVC, Pay and Cancel. */
export function sendCheckoutForm(
  reply: FastifyReply,
  status: number,
  target: PaymentInvoice,
  form: CheckoutForm,
): FastifyReply {
  return sendSandboxPage(reply, status, {
    title: 'Sandbox card payment',
    formAction: 'self',
    frameAncestors: 'self',
    body: `<h1>Pay by card</h1>
${paymentSummaryHtml(target)}
<form method="post" action="${sandboxPages.stripeCheckout}">${hiddenField('payment_intent', form.paymentIntentId)}
<input type="hidden" id="client-secret" name="client_secret" value="${escapeHtml(form.clientSecret)}">
<label for="card-number">Card number</label><input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" maxlength="23">
<label for="card-expiry">Expiry (MM/YY)</label><input id="card-expiry" name="card_expiry" autocomplete="cc-exp" maxlength="5" placeholder="MM/YY">
<label for="card-cvc">CVC</label><input id="card-cvc" name="card_cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4">
<button type="submit" name="action" value="pay">Pay</button><button type="submit" name="action" value="cancel">Cancel</button>
</form><p id="card-error" role="alert">${escapeHtml(form.error)}</p>
<p class="note">A test card form: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. No card is charged, and only the last 4 digits and expiry are kept.</p>`,
    script: secretFromFragment,
  });
}

/** A page that ends the checkout with what happened. */
export function sendCheckoutResult(reply: FastifyReply, status: number, title: string, note: string): FastifyReply {
  return sendSandboxPage(reply, status, {
    title,
    formAction: 'none',
    frameAncestors: 'self',
    body: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(note)}</p>`,
  });
}
