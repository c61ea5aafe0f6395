import { paymentLabel } from '@/server/receipts/payment-label';
import { receiptLabels } from '@/server/receipts/receipt-labels';

const fi = receiptLabels.fi;
const en = receiptLabels.en;

describe('paymentLabel', () => {
  it('names each payment method in the receipt language', () => {
    expect(paymentLabel('CASH', fi)).toBe('Käteinen');
    expect(paymentLabel('CASH', en)).toBe('Cash');
    expect(paymentLabel('PAYMENT_BY_SONERI', fi)).toBe('Pankkimaksu');
    expect(paymentLabel('NEST_MOBILE_PAY', en)).toBe('MobilePay');
    expect(paymentLabel('STRIPE', en)).toBe('Card');
  });

  it('adds the last four digits to a card payment only', () => {
    expect(paymentLabel('NEST_CARD_PAY', fi, '4242')).toBe('Kortti •••• 4242');
    expect(paymentLabel('PAYMENT_BY_CARD_BANK_ALFALAH', en, '5555444433332222')).toBe('Card •••• 2222');
    expect(paymentLabel('CASH', en, '4242')).toBe('Cash');
  });

  it('prints a method the domain does not know as its code', () => {
    expect(paymentLabel('VOUCHER_ONLY', en)).toBe('VOUCHER_ONLY');
  });
});
