import { planRefund, unitsWorth } from '@/domain/orders/refund';
import { soupAndBreadOrder as order } from '../../../support/refund-fixtures';

describe('planRefund', () => {
  it('gives back a line at its price less its share of the voucher, never the tip', () => {
    // The voucher's 3,48 is shared 2980 : 500 → 298 and 50, so the soups are worth 26,82 and one of them 13,41.
    const check = planRefund(order, { kind: 'lines', lines: [{ lineId: 'soup', quantity: 1 }] });
    expect(check).toEqual({
      ok: true,
      plan: {
        amount: 1341,
        lines: [{ lineId: 'soup', productName: 'Soup', quantity: 1, amount: 1341 }],
        vat: [{ taxPercent: 14, gross: 1341, net: 1176, vat: 165 }],
      },
    });
  });

  it('adds up unit by unit to the line\u2019s whole worth, an odd cent going to the later unit', () => {
    expect(unitsWorth(2681, 2, 0, 1) + unitsWorth(2681, 2, 1, 1)).toBe(2681);
    expect(unitsWorth(2681, 2, 0, 1)).toBe(1340);
  });

  it('gives back the rest of the order in full, tip included, after a line was refunded', () => {
    const after = { ...order, refunds: [{ amount: 1341, lines: [{ lineId: 'soup', quantity: 1 }] }] };
    const check = planRefund(after, { kind: 'full' });
    if (!check.ok) throw new Error(check.reason);
    expect(check.plan.amount).toBe(3332 - 1341);
    expect(check.plan.lines.map((line) => [line.lineId, line.quantity])).toEqual([
      ['soup', 1],
      ['bread', 1],
    ]);
    expect(
      planRefund({ ...after, refunds: [...after.refunds, { amount: 1991, lines: [] }] }, { kind: 'full' }),
    ).toEqual({ ok: false, reason: 'NOTHING_LEFT', field: 'kind' });
  });

  it('refuses more than was paid, more units than the line has, and unknown lines, naming the field', () => {
    expect(planRefund(order, { kind: 'amount', amount: 3333 })).toMatchObject({ ok: false, field: 'amount' });
    expect(planRefund(order, { kind: 'amount', amount: 3332 })).toMatchObject({ ok: true, plan: { amount: 3332 } });
    expect(planRefund(order, { kind: 'lines', lines: [{ lineId: 'soup', quantity: 3 }] })).toEqual({
      ok: false,
      reason: 'TOO_MANY',
      field: 'lines.0.quantity',
    });
    expect(planRefund(order, { kind: 'lines', lines: [{ lineId: 'cake', quantity: 1 }] })).toMatchObject({
      reason: 'UNKNOWN_LINE',
      field: 'lines.0.line_id',
    });
    const mostlyRefunded = { ...order, refunds: [{ amount: 3000, lines: [] }] };
    expect(planRefund(mostlyRefunded, { kind: 'lines', lines: [{ lineId: 'soup', quantity: 1 }] })).toMatchObject({
      reason: 'MORE_THAN_PAID',
      field: 'lines',
    });
  });

  it('refuses an order not paid (cash not received) and a cancelled one', () => {
    expect(planRefund({ ...order, paid: false }, { kind: 'full' })).toMatchObject({ reason: 'NOT_PAID' });
    expect(planRefund({ ...order, status: 'order_cancelled' }, { kind: 'full' })).toMatchObject({
      reason: 'ORDER_CANCELLED',
    });
  });
});
