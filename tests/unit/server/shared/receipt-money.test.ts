import {
  receiptCurrencySource,
  receiptDeduction,
  receiptMoney,
  receiptPercent,
  receiptSymbol,
} from '@/server/shared/receipt-money';

describe('receipt money', () => {
  it('writes an amount in the Finnish format, two decimals, symbol after a no-break space', () => {
    expect(receiptMoney(123450, '€')).toBe('1\u00a0234,50\u00a0€');
    expect(receiptMoney(5, '€')).toBe('0,05\u00a0€');
    expect(receiptMoney(0, 'PKR')).toBe('0,00\u00a0PKR');
  });

  it('writes an amount taken off with the minus sign, and nothing taken off without one', () => {
    expect(receiptDeduction(500, '€')).toBe('\u22125,00\u00a0€');
    expect(receiptDeduction(0, '€')).toBe('0,00\u00a0€');
  });

  it('reads the symbol from the invoice currency the way the domain decides it per host', () => {
    expect(receiptCurrencySource('EUR')).toEqual({ kind: 'HOST', host: 'OTHER' });
    expect(receiptCurrencySource('pkr')).toEqual({ kind: 'HOST', host: 'PAKISTAN' });
    expect(receiptSymbol('EUR')).toBe('€');
    expect(receiptSymbol('PKR')).toBe('PKR');
    expect(receiptSymbol('USD')).toBe('USD');
    expect(receiptSymbol(' ')).toBe('€');
  });

  it('writes a VAT rate with the decimal comma', () => {
    expect(receiptPercent(25.5)).toBe('25,5\u00a0%');
    expect(receiptPercent(14)).toBe('14\u00a0%');
    expect(receiptPercent(0)).toBe('0\u00a0%');
  });
});
