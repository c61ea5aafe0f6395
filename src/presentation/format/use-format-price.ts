import { currencySymbol, storefrontCurrency } from '@/domain/pricing/currency';
import type { Money } from '@/domain/pricing/money';
import { formatReceiptAmount } from '@/domain/pricing/receipt-format';
import { useStorefrontConfig } from '../config/config-context';

/** The host's currency symbol, as the configuration sets it or its host implies. */
export function useCurrencySymbol(): string {
  const config = useStorefrontConfig();
  return currencySymbol(storefrontCurrency(config.currencySymbol, config.host));
}

/** "€ 12,50": the configured symbol and the amount written as on the receipt. */
export function useFormatPrice(): (amount: Money) => string {
  const symbol = useCurrencySymbol();
  return (amount) => `${symbol} ${formatReceiptAmount(amount)}`;
}
