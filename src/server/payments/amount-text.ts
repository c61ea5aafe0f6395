import type { Money } from '@/domain/pricing/money';
import { receiptMoney, receiptSymbol } from '../shared/receipt-money';

/** An amount as the sandbox pages show it: like the receipt prints it, so the customer sees one figure. */
export function amountText(amount: Money, currencyCode: string): string {
  return receiptMoney(amount, receiptSymbol(currencyCode));
}
