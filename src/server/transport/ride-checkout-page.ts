import type { FastifyReply } from 'fastify';
import { rideCheckoutPage } from '@/contract/transport/ride-payment.contract';
import { amountText } from '../payments/amount-text';
import { secretFromFragment, type CheckoutForm } from '../payments/card-checkout-form';
import { escapeHtml, hiddenField, sendSandboxPage } from '../payments/sandbox-page';
import type { RideRow } from './ride-repository';

function rideSummaryHtml(ride: RideRow): string {
  return `<dl><dt>Ride</dt><dd>${escapeHtml(ride.shortOrderId)}</dd>
<dt>From</dt><dd>${escapeHtml(ride.pickup.description)}</dd>
<dt>To</dt><dd>${escapeHtml(ride.dropoff.description)}</dd>
<dt>Amount</dt><dd>${escapeHtml(amountText(ride.price, ride.currency))}</dd></dl>`;
}

/** The sandbox card checkout of a ride: the ride, a card form with number, expiry and CVC, Pay and Cancel. */
export function sendRideCheckoutForm(
  reply: FastifyReply,
  status: number,
  ride: RideRow,
  form: CheckoutForm,
): FastifyReply {
  return sendSandboxPage(reply, status, {
    title: 'Sandbox card payment',
    formAction: 'self',
    frameAncestors: 'none',
    body: `<main><h1>Pay the ride by card</h1>
${rideSummaryHtml(ride)}
<form method="post" action="${rideCheckoutPage}">${hiddenField('payment_intent', form.paymentIntentId)}
<input type="hidden" id="client-secret" name="client_secret" value="${escapeHtml(form.clientSecret)}">
<label for="card-number">Card number</label><input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" maxlength="23">
<label for="card-expiry">Expiry (MM/YY)</label><input id="card-expiry" name="card_expiry" autocomplete="cc-exp" maxlength="5" placeholder="MM/YY">
<label for="card-cvc">CVC</label><input id="card-cvc" name="card_cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4">
<button type="submit" name="action" value="pay">Pay</button><button type="submit" name="action" value="cancel">Cancel</button>
</form><p id="card-error" role="alert">${escapeHtml(form.error)}</p>
<p class="note">A test card form: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. No card is charged, and only the last 4 digits and expiry are kept.</p></main>`,
    script: secretFromFragment,
  });
}

/** A page that ends the checkout with what happened and leads back to the ride. */
export function sendRideCheckoutResult(
  reply: FastifyReply,
  status: number,
  result: { readonly title: string; readonly note: string; readonly backTo: string },
): FastifyReply {
  return sendSandboxPage(reply, status, {
    title: result.title,
    formAction: 'none',
    frameAncestors: 'none',
    body: `<main><h1>${escapeHtml(result.title)}</h1><p>${escapeHtml(result.note)}</p>
<p><a href="${escapeHtml(result.backTo)}">Back to the ride</a></p></main>`,
  });
}
