import { orderShortPath, paymentReceivedNotification, paymentSuccessPath } from '@/domain/payments/payment-success';

describe('paymentSuccessPath', () => {
  it.each([
    ['inv-9', 4, '/checkout/payment-success/inv-9?trade_type_id=4'],
    ['inv-9', null, '/checkout/payment-success/inv-9'],
    ['inv-9', 0, '/checkout/payment-success/inv-9?trade_type_id=0'],
    ['a/b c', 1, '/checkout/payment-success/a%2Fb%20c?trade_type_id=1'],
  ])('%s in trade type %p lands on %s', (invoiceQueryId, tradeTypeId, expected) => {
    expect(paymentSuccessPath({ invoiceQueryId, tradeTypeId })).toBe(expected);
  });
});

describe('orderShortPath', () => {
  it.each([
    ['inv_23456789ABCDEFGHJKLMNPQRST', '/o/inv_23456789ABCDEFGHJKLMNPQRST'],
    ['a/b c?d#e', '/o/a%2Fb%20c%3Fd%23e'],
  ])('%s has the short address %s', (invoiceQueryId, expected) => {
    expect(orderShortPath(invoiceQueryId)).toBe(expected);
  });
});

describe('paymentReceivedNotification', () => {
  it('tells the merchant of the invoice with module code 9017', () => {
    expect(
      paymentReceivedNotification({ invoiceQueryId: 'inv-9', merchantQueryId: 'm-42', tradeTypeId: null }),
    ).toEqual({ moduleCode: 9017, merchantQueryId: 'm-42', queryId: 'inv-9' });
  });
});
