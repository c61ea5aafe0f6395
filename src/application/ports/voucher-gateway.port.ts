import type { Money } from '@/domain/pricing/money';

/**
 * The server's answer about one voucher code on one invoice: what the voucher takes off, and what the invoice
 * then costs as the server priced it (after the voucher and the tip), which decides whether anything is left
 * for a provider to take.
 */
export type VoucherVerdict =
  | { readonly ok: true; readonly discount: Money; readonly payable: Money }
  | { readonly ok: false; readonly message: string };

/** The server that decides whether a voucher applies to an invoice, and what it takes off. */
export interface VoucherGateway {
  /**
   * Asks the server to validate `code` for the invoice.
   * @returns the discount the voucher gives on that invoice and the invoice's payable after it, in minor
   *   units, or the server's refusal with its own message (the customer reads that message as is, in red).
   * @throws AppError when the server cannot be reached or answers something unreadable.
   */
  validate(invoiceQueryId: string, code: string): Promise<VoucherVerdict>;
}
