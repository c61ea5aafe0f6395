import { awaitsCash, checkCashReceipt } from '@/domain/orders/cash-receipt';

describe('recording a cash order\u2019s cash', () => {
  it.each([
    ['CASH', 'order_dispatched', { ok: true }],
    ['cash', 'order_delivered', { ok: true }],
    ['CARD', 'order_confirmed', { ok: false, reason: 'NOT_CASH' }],
    ['CASH', 'order_cancelled', { ok: false, reason: 'ORDER_CANCELLED' }],
  ] as const)('%s in %s: %j', (paymentMethod, status, check) => {
    expect(checkCashReceipt({ paymentMethod, status })).toEqual(check);
  });

  it('waits for cash only on an unpaid cash order that is not cancelled', () => {
    expect(awaitsCash({ paymentMethod: 'CASH', status: 'order_dispatched', paid: false })).toBe(true);
    expect(awaitsCash({ paymentMethod: 'CASH', status: 'order_dispatched', paid: true })).toBe(false);
    expect(awaitsCash({ paymentMethod: 'CASH', status: 'order_cancelled', paid: false })).toBe(false);
    expect(awaitsCash({ paymentMethod: 'NETAXEPT', status: 'order_pending', paid: false })).toBe(false);
  });
});
