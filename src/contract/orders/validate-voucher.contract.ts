import { boundedText, money, nonEmptyText, textLimits } from '../common/fields';
import * as z from 'zod/mini';
import { checkVoucherCode, voucherCodeMaxLength } from '@/domain/voucher/voucher-code';
import { invoiceSchema } from './invoice.contract';

const voucherCodeRule = 'Enter a voucher code of at most 50 letters and digits';

/** Body of PUT /api/v1/invoices/{id}/validate_voucher; the code follows the storefront's own voucher rule. */
export const validateVoucherRequestSchema = z.object({
  invoice: z.object({
    voucher_code: z.string().check(
      // Stated for the document; a longer code is told the rule once, not twice.
      z.maxLength(voucherCodeMaxLength, { error: voucherCodeRule, abort: true }),
      z.refine((code) => checkVoucherCode(code).ok, { message: voucherCodeRule }),
    ),
    query_id: nonEmptyText(100),
  }),
});

/** The answer: voucher.discount_amount is what the voucher takes off this invoice, and the invoice re-priced. */
export const validateVoucherResponseSchema = z.object({
  voucher: z.object({
    code: nonEmptyText(voucherCodeMaxLength),
    name: boundedText(textLimits.name),
    discount_amount: money(),
  }),
  invoice: invoiceSchema,
});

export type ValidateVoucherRequest = z.infer<typeof validateVoucherRequestSchema>;
export type ValidateVoucherResponse = z.infer<typeof validateVoucherResponseSchema>;
