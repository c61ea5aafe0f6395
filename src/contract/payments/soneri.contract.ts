import { nonEmptyText, queryInt } from '../common/fields';
import * as z from 'zod/mini';
import { bankPaymentType } from '@/domain/payments/bank-payment';

/** Query of the named bank's login page, the fields the storefront sends (bankPaymentQuery). */
export const soneriLoginQuerySchema = z.object({
  invoiceQueryId: nonEmptyText(200),
  /** In cents. */
  amount: queryInt(0, 1_000_000_000),
  orderId: nonEmptyText(100),
  type: z.literal(bankPaymentType),
  redirectUrl: nonEmptyText(2_000),
});

export type SoneriLoginQuery = z.infer<typeof soneriLoginQuerySchema>;

/** The login page's form post: the same fields and the customer's decision. */
export const soneriDecisionFormSchema = z.extend(soneriLoginQuerySchema, {
  decision: z.enum(['approve', 'reject']),
});

export type SoneriDecisionForm = z.infer<typeof soneriDecisionFormSchema>;
