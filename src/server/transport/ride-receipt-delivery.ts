import { randomBytes } from 'node:crypto';
import type { Clock } from '../shared/clock';
import type { Outbox } from '../outbox/index';
import { secretHash } from '../payments/index';
import type { ReceiptLocale } from '../receipts/index';
import type { RideRow } from './store/ride-repository';
import { rideReceiptText } from './ride-receipt-text';
import { receiptAddressTexts } from './receipt-address-texts';
import type { RideReceiptRequests } from './store/receipt-requests';
import type { RiderEmails } from './store/rider-emails';

/** What became of a receipt asked for: sent now, waiting for the address's confirmation, or for the card payment. */
export type ReceiptDelivery = 'sent' | 'confirmation_sent' | 'after_payment';

export interface ReceiptDeliveryContext {
  readonly clock: Clock;
  readonly outbox: Outbox;
  readonly riderEmails: RiderEmails;
  readonly receiptRequests: RideReceiptRequests;
  readonly carTitles: ReadonlyMap<string, string>;
}

/** Where the confirmation page is; the code travels in the fragment, which never reaches a server or its log. */
export const receiptAddressPage = '/ride-receipts/confirm';

/**
 * A receipt a rider asks for. It is kept, then sent once the address is proven for this rider and the ride is
 * not waiting for its card payment. An address not proven yet gets only the server's confirmation mail (a new
 * code each time; the older one stops working).
 */
export async function requestRideReceipt(
  context: ReceiptDeliveryContext,
  request: { riderId: number; ride: RideRow; email: string; locale: ReceiptLocale; origin: string },
): Promise<ReceiptDelivery> {
  const now = new Date(context.clock());
  await context.receiptRequests.add(request.ride.id, request.email, request.locale, now);
  if (!(await context.riderEmails.isProven(request.riderId, request.email))) {
    await sendConfirmation(context, request, now);
    return 'confirmation_sent';
  }
  const sent = await deliverDueReceipts(context, request.riderId);
  return sent > 0 ? 'sent' : 'after_payment';
}

async function sendConfirmation(
  context: ReceiptDeliveryContext,
  request: { riderId: number; email: string; locale: ReceiptLocale; origin: string },
  now: Date,
): Promise<void> {
  const code = randomBytes(32).toString('base64url');
  await context.riderEmails.newCode(request.riderId, request.email, secretHash(code), now);
  const texts = receiptAddressTexts[request.locale];
  const page = new URLSearchParams({ lang: request.locale });
  const link = `${request.origin}${receiptAddressPage}?${page.toString()}#code=${code}`;
  await context.outbox.send({
    channel: 'email',
    recipient: request.email,
    subject: texts.mailSubject,
    body: texts.mailBody.replace('{link}', link),
  });
}

/** Sends each of the rider's receipts that may go now, each once; answers how many it sent. */
export async function deliverDueReceipts(context: ReceiptDeliveryContext, riderId: number): Promise<number> {
  let sent = 0;
  for (const due of await context.receiptRequests.dueFor(riderId)) {
    if (!(await context.receiptRequests.claim(due.requestId, new Date(context.clock())))) continue;
    const mail = rideReceiptText(due.ride, due.locale, context.carTitles);
    await context.outbox.send({ channel: 'email', recipient: due.email, ...mail });
    sent += 1;
  }
  return sent;
}
