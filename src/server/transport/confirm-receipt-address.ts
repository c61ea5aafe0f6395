import { secretHash } from '../payments/index';
import { receiptAddressCodeLifetimeMs } from './receipt-address-texts';
import { deliverDueReceipts, type ReceiptDeliveryContext } from './ride-receipt-delivery';

/**
 * Proves a receipt address with the code its confirmation mail carried, for the rider who asked, and sends the
 * receipts waiting for it. A code unknown, used or older than its lifetime proves nothing.
 * @returns whether the code proved an address.
 */
export async function confirmReceiptAddress(context: ReceiptDeliveryContext, code: string): Promise<boolean> {
  const now = context.clock();
  const proven = await context.riderEmails.prove(
    secretHash(code),
    new Date(now),
    new Date(now - receiptAddressCodeLifetimeMs),
  );
  if (proven === null) return false;
  await deliverDueReceipts(context, proven.riderId);
  return true;
}
