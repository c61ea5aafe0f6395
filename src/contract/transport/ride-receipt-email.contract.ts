import * as z from 'zod/mini';
import { boundedText, textLimits } from '../common/fields';

/**
 * Answer of POST zapp_go/email/send. delivery says what became of the receipt: sent now (the address is proven
 * for this rider), confirmation_sent (the address got only a mail asking to confirm it; the receipt follows the
 * confirmation), or after_payment (a card ride's receipt goes once it is paid).
 */
export const rideReceiptEmailResponseSchema = z.object({
  message: boundedText(textLimits.message),
  delivery: z.enum(['sent', 'confirmation_sent', 'after_payment']),
});

export type RideReceiptEmailResponse = z.infer<typeof rideReceiptEmailResponseSchema>;
export type RideReceiptDeliveryDto = RideReceiptEmailResponse['delivery'];
