import type { FastifyReply } from 'fastify';
import { rideCheckoutPage } from '@/contract/transport/ride-payment.contract';
import type { ServerLanguage } from '../../i18n/server-language';
import {
  amountText,
  cardCheckoutFormHtml,
  secretFromFragment,
  type CheckoutForm,
  checkoutText,
  type CheckoutPageTextKey,
} from '../../payments/index';
import { escapeHtml, sendSandboxPage } from '../../http/sandbox-page';
import type { RideRow } from '../store/ride-repository';

function rideSummaryHtml(ride: RideRow, language: ServerLanguage): string {
  const label = (key: CheckoutPageTextKey) => escapeHtml(checkoutText(key, language));
  return `<dl><dt>${label('summary.ride')}</dt><dd>${escapeHtml(ride.shortOrderId)}</dd>
<dt>${label('summary.from')}</dt><dd>${escapeHtml(ride.pickup.description)}</dd>
<dt>${label('summary.to')}</dt><dd>${escapeHtml(ride.dropoff.description)}</dd>
<dt>${label('summary.amount')}</dt><dd>${escapeHtml(amountText(ride.price, ride.currency))}</dd></dl>`;
}

/** The sandbox card checkout of a ride: the ride, a card form with number, expiry and CVC, Pay and Cancel. */
export function sendRideCheckoutForm(
  reply: FastifyReply,
  status: number,
  ride: RideRow,
  form: CheckoutForm,
  language: ServerLanguage,
): FastifyReply {
  return sendSandboxPage(reply, status, {
    language,
    title: checkoutText('page.title', language),
    formAction: 'self',
    frameAncestors: 'none',
    body: `<main><h1>${escapeHtml(checkoutText('ride.heading', language))}</h1>
${rideSummaryHtml(ride, language)}
${cardCheckoutFormHtml(rideCheckoutPage, form, language)}</main>`,
    script: secretFromFragment,
  });
}

/** A page that ends the checkout with what happened and leads back to the ride. */
export function sendRideCheckoutResult(
  reply: FastifyReply,
  status: number,
  result: { readonly title: CheckoutPageTextKey; readonly note: CheckoutPageTextKey; readonly backTo: string },
  language: ServerLanguage,
): FastifyReply {
  const title = checkoutText(result.title, language);
  return sendSandboxPage(reply, status, {
    language,
    title,
    formAction: 'none',
    frameAncestors: 'none',
    body: `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(checkoutText(result.note, language))}</p>
<p><a href="${escapeHtml(result.backTo)}">${escapeHtml(checkoutText('result.backToRide', language))}</a></p></main>`,
  });
}
