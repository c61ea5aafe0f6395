import { currencySymbol, type CurrencySource } from '@/domain/pricing/currency';
import type { Money } from '@/domain/pricing/money';
import { formatReceiptAmount } from '@/domain/pricing/receipt-format';

/**
 * Invoices carry an ISO currency code; the domain decides the symbol by host. A rupee invoice comes from
 * the Pakistan host and a euro invoice from any other; another code is printed as it is, as a configured symbol.
 */
export function receiptCurrencySource(currencyCode: string): CurrencySource {
  const code = currencyCode.trim().toUpperCase();
  if (code === 'PKR') return { kind: 'HOST', host: 'PAKISTAN' };
  if (code === 'EUR') return { kind: 'HOST', host: 'OTHER' };
  return { kind: 'CONFIGURED', symbol: code };
}

/** "1 234,50 €": the Finnish format in both languages, as the spec asks of receipt numbers. */
export function receiptMoney(amount: Money, symbol: string): string {
  return `${formatReceiptAmount(amount)}\u00a0${symbol}`;
}

/** An amount taken off the order, printed with a minus sign. */
export function receiptDeduction(amount: Money, symbol: string): string {
  return amount === 0 ? receiptMoney(0, symbol) : receiptMoney(-amount, symbol);
}

export function receiptSymbol(currencyCode: string): string {
  return currencySymbol(receiptCurrencySource(currencyCode));
}

/** 25.5 → "25,5 %": the rate as stored, with the Finnish decimal comma. */
export function receiptPercent(taxPercent: number): string {
  return `${String(taxPercent).replace('.', ',')}\u00a0%`;
}
