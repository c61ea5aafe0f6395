import type { CartLine } from '@/domain/cart/cart';
import { cartTotal, cartVatBreakdown } from '@/domain/pricing/cart-total';
import { currencySymbol, type CurrencySource } from '@/domain/pricing/currency';
import { checkMinimumOrder, type MinimumOrderCheck } from '@/domain/pricing/minimum-order';
import type { Money } from '@/domain/pricing/money';
import type { TaxLine } from '@/domain/pricing/tax';

export interface PriceCartRequest {
  readonly lines: readonly CartLine[];
  /** The store's min_amount, in minor units. */
  readonly minimumOrder: Money;
}

export interface CartPrice {
  readonly total: Money;
  /** The VAT the prices include, one line per rate. */
  readonly taxLines: readonly TaxLine[];
  /** Whether "Proceed to Checkout" is enabled, and if not, the minimum to show. */
  readonly checkout: MinimumOrderCheck;
  readonly currencySymbol: string;
}

/** The customer looks at the cart: what it costs, the VAT it includes, and whether checkout is open. */
export type PriceCart = (request: PriceCartRequest) => CartPrice;

export function createPriceCart(deps: { currency: CurrencySource }): PriceCart {
  return ({ lines, minimumOrder }) => {
    const total = cartTotal(lines);
    return {
      total,
      taxLines: cartVatBreakdown(lines),
      checkout: checkMinimumOrder(total, minimumOrder),
      currencySymbol: currencySymbol(deps.currency),
    };
  };
}
