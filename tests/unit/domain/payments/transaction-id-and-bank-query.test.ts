import { bankPaymentQuery, bankReturnUrl } from '@/domain/payments/bank-payment';
import { transactionId } from '@/domain/payments/payment-initiation';

describe('transactionId', () => {
  it.each([
    ['A1B2C', 1999, 'A1B2C---1999'],
    ['A1B2C', 7, 'A1B2C---7'],
    ['X', 0, 'X---0'],
    ['ORD-9', 100_000_000, 'ORD-9---100000000'],
  ])('%s for %i cents is %s', (order, cents, expected) => {
    expect(transactionId(order, cents)).toBe(expected);
  });
});

describe('the named bank', () => {
  it.each([
    ['https://wallet.example/api/v1', 'inv-1', 'https://wallet.example/api/v1/user/soneri-payment/success/inv-1/html'],
    ['https://wallet.example/api/v1/', 'inv-1', 'https://wallet.example/api/v1/user/soneri-payment/success/inv-1/html'],
    [
      'https://wallet.example/api/v1//',
      'inv-1',
      'https://wallet.example/api/v1/user/soneri-payment/success/inv-1/html',
    ],
    ['/api/v1', 'inv 1/2', '/api/v1/user/soneri-payment/success/inv%201%2F2/html'],
  ])('returns from %s for %s to %s', (base, id, expected) => {
    expect(bankReturnUrl(base, id)).toBe(expected);
  });

  it('gets its fields in its documented order, encoded', () => {
    expect(
      bankPaymentQuery({
        invoiceQueryId: 'inv-1',
        amount: 1999,
        orderId: 'A&B',
        type: 'PAY_BY_SONERI',
        redirectUrl: 'https://w.example/x?y=1',
      }),
    ).toBe(
      'invoiceQueryId=inv-1&amount=1999&orderId=A%26B&type=PAY_BY_SONERI&redirectUrl=https%3A%2F%2Fw.example%2Fx%3Fy%3D1',
    );
  });
});
