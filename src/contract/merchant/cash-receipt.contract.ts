import * as z from 'zod/mini';
import type { CashReceiptRefusal } from '@/domain/orders/cash-receipt';
import { boundedText, textLimits } from '../common/fields';
import { orderStatusSchema } from '../orders/order-status.contract';

const refusals = ['NOT_CASH', 'ORDER_CANCELLED'] as const satisfies readonly CashReceiptRefusal[];

export const cashReceiptRefusalCodeSchema = z.enum(refusals);

/** Why the cash of an order was not recorded (400): it is not a cash order, or it was cancelled. */
export const cashReceiptRefusalBodySchema = z.object({
  error: z.object({
    message: boundedText(textLimits.message),
    code: cashReceiptRefusalCodeSchema,
    current_status: orderStatusSchema,
  }),
});

export type CashReceiptRefusalCode = z.infer<typeof cashReceiptRefusalCodeSchema>;
export type CashReceiptRefusalBody = z.infer<typeof cashReceiptRefusalBodySchema>;
