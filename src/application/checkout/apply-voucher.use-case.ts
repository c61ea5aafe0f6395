import type { Cart } from '@/domain/cart/cart';
import type { Money } from '@/domain/pricing/money';
import type { Tip } from '@/domain/tip/tip';
import { checkVoucherCode, type VoucherCodeRefusal } from '@/domain/voucher/voucher-code';
import type { InvoiceGateway, PricedCart } from '../ports/invoice-gateway.port';
import { quoteDraftOf } from './quote-checkout.use-case';

export interface ApplyVoucherRequest {
  /** The cart and tip the summary shows, which the server prices again with the code. */
  readonly cart: Cart;
  readonly tip: Tip;
  readonly code: string;
}

export type ApplyVoucherOutcome =
  | {
      readonly ok: true;
      readonly discount: Money;
      /** What the order costs after the voucher, as the server priced it (0 when the voucher covers it). */
      readonly payable: Money;
      /** The cart as the server priced it with the voucher: the summary's figures from now on. */
      readonly priced: PricedCart;
    }
  /** The code broke a field rule, so the server was not asked. */
  | { readonly ok: false; readonly reason: VoucherCodeRefusal }
  /** The server refused the voucher, or the cart with it; `message` is its own text. */
  | { readonly ok: false; readonly reason: 'VOUCHER_REFUSED'; readonly message: string };

/**
 * The customer adds a voucher code to the order. The code's field rules are checked first, so a code that
 * cannot be valid never reaches the server; the discount itself is the server's decision, priced on the cart
 * as it stands, with no invoice made for it.
 * @throws AppError when the server cannot be reached, as every use case reports transport failures.
 */
export type ApplyVoucher = (request: ApplyVoucherRequest) => Promise<ApplyVoucherOutcome>;

export function createApplyVoucher(deps: { invoiceGateway: InvoiceGateway }): ApplyVoucher {
  return async ({ cart, tip, code }) => {
    const check = checkVoucherCode(code);
    if (!check.ok) return { ok: false, reason: check.reason };
    const draft = quoteDraftOf(cart, tip, code);
    if (draft === null) return { ok: false, reason: 'VOUCHER_REFUSED', message: '' };
    const answer = await deps.invoiceGateway.quote(draft);
    if (!answer.ok) return { ok: false, reason: 'VOUCHER_REFUSED', message: 'message' in answer ? answer.message : '' };
    if (answer.voucherRefusal !== null) return { ok: false, reason: 'VOUCHER_REFUSED', message: answer.voucherRefusal };
    // A negative discount would be a surcharge no voucher may add.
    const discount = Math.max(0, answer.cart.voucherDiscount);
    return { ok: true, discount, payable: answer.cart.payable, priced: answer.cart };
  };
}
