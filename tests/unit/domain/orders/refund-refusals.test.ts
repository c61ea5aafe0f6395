import { planRefund, type RefundableOrder } from '@/domain/orders/refund';
import { soupAndBreadOrder as order } from '../../../support/refund-fixtures';

describe('planRefund refuses', () => {
  it('an order not paid or cancelled, naming the order as the field at fault', () => {
    expect(planRefund({ ...order, paid: false }, { kind: 'full' })).toEqual({
      ok: false,
      reason: 'NOT_PAID',
      field: 'invoiceQueryId',
    });
    expect(planRefund({ ...order, status: 'order_cancelled' }, { kind: 'amount', amount: 100 })).toEqual({
      ok: false,
      reason: 'ORDER_CANCELLED',
      field: 'invoiceQueryId',
    });
  });

  it('an amount of nothing or below nothing, but not of one cent', () => {
    for (const amount of [0, -500]) {
      expect(planRefund(order, { kind: 'amount', amount })).toEqual({
        ok: false,
        reason: 'MORE_THAN_PAID',
        field: 'amount',
      });
    }
    expect(planRefund(order, { kind: 'amount', amount: 1 })).toMatchObject({ ok: true, plan: { amount: 1 } });
  });

  it('no units or fewer than none of a line, which would take money from the customer', () => {
    for (const quantity of [0, -1]) {
      expect(planRefund(order, { kind: 'lines', lines: [{ lineId: 'soup', quantity }] })).toEqual({
        ok: false,
        reason: 'TOO_MANY',
        field: 'lines.0.quantity',
      });
    }
  });

  it('a choice of no lines at all', () => {
    expect(planRefund(order, { kind: 'lines', lines: [] })).toEqual({ ok: false, reason: 'NO_LINES', field: 'lines' });
  });

  it('lines worth nothing, such as a free gift', () => {
    const withGift: RefundableOrder = {
      ...order,
      lines: [...order.lines, { id: 'gift', productName: 'Gift', quantity: 1, payable: 0, taxPercent: 10 }],
    };
    expect(planRefund(withGift, { kind: 'lines', lines: [{ lineId: 'gift', quantity: 1 }] })).toEqual({
      ok: false,
      reason: 'NOTHING_LEFT',
      field: 'lines',
    });
  });

  it('lines worth more than is left, though not lines worth exactly what is left', () => {
    // One soup is worth 13,41; 33,32 − 19,91 leaves exactly that.
    const soupLeft = { ...order, refunds: [{ amount: 1991, lines: [] }] };
    const oneSoup = { kind: 'lines', lines: [{ lineId: 'soup', quantity: 1 }] } as const;
    expect(planRefund(soupLeft, oneSoup)).toMatchObject({ ok: true, plan: { amount: 1341 } });
    expect(planRefund({ ...order, refunds: [{ amount: 1992, lines: [] }] }, oneSoup)).toEqual({
      ok: false,
      reason: 'MORE_THAN_PAID',
      field: 'lines',
    });
  });
});

describe('a full refund after some lines were given back', () => {
  it('lists only the lines with units still to give back', () => {
    const soupsGiven: RefundableOrder = {
      ...order,
      refunds: [{ amount: 2682, lines: [{ lineId: 'soup', quantity: 2 }] }],
    };
    const check = planRefund(soupsGiven, { kind: 'full' });
    if (!check.ok) throw new Error(check.reason);
    expect(check.plan.amount).toBe(3332 - 2682);
    expect(check.plan.lines).toEqual([{ lineId: 'bread', productName: 'Bread', quantity: 1, amount: 450 }]);
  });
});
