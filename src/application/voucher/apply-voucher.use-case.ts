import type { Money } from '@/domain/pricing/money';
import { checkVoucherCode, type VoucherCodeRefusal } from '@/domain/voucher/voucher-code';
import type { VoucherGateway } from '../ports/voucher-gateway.port';

export interface ApplyVoucherRequest {
  readonly invoiceQueryId: string;
  readonly code: string;
}

export type ApplyVoucherOutcome =
  | {
      readonly ok: true;
      readonly discount: Money;
      /** What the invoice costs after the voucher, as the server priced it (0 when the voucher covers it). */
      readonly payable: Money;
    }
  /** The code broke a field rule, so the server was not asked. */
  | { readonly ok: false; readonly reason: VoucherCodeRefusal }
  /** The server refused the voucher; `message` is its own text. */
  | { readonly ok: false; readonly reason: 'VOUCHER_REFUSED'; readonly message: string };

/**
 * The customer adds a voucher code to the order. The code's field rules are checked first, so a code that
 * cannot be valid never reaches the server; the discount itself is the server's decision.
 * @throws AppError when the server cannot be reached, as every use case reports transport failures.
 */
export type ApplyVoucher = (request: ApplyVoucherRequest) => Promise<ApplyVoucherOutcome>;

export function createApplyVoucher(deps: { voucherGateway: VoucherGateway }): ApplyVoucher {
  return async ({ invoiceQueryId, code }) => {
    const check = checkVoucherCode(code);
    if (!check.ok) return { ok: false, reason: check.reason };
    const verdict = await deps.voucherGateway.validate(invoiceQueryId, code);
    if (!verdict.ok) return { ok: false, reason: 'VOUCHER_REFUSED', message: verdict.message };
    // A negative discount would be a surcharge no voucher may add.
    return { ok: true, discount: Math.max(0, verdict.discount), payable: verdict.payable };
  };
}
