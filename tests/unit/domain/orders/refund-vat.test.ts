import { planRefund, type RefundableOrder } from '@/domain/orders/refund';
import { soupAndBreadOrder as order } from '../../../support/refund-fixtures';

// VAT splits of the sums below (net = gross / (1 + rate), half-up; VAT the difference):
// 2682 at 14 % → 2353 + 329; 450 at 25.5 % → 359 + 91; 805 at 14 % → 706 + 99; 135 at 25.5 % → 108 + 27.

describe('the VAT of a refund', () => {
  it('of the whole order is the goods\u2019 VAT at each rate, the tip carrying none', () => {
    const check = planRefund(order, { kind: 'full' });
    expect(check).toMatchObject({
      ok: true,
      plan: {
        amount: 3332,
        vat: [
          { taxPercent: 14, gross: 2682, net: 2353, vat: 329 },
          { taxPercent: 25.5, gross: 450, net: 359, vat: 91 },
        ],
      },
    });
  });

  it('of a chosen amount is its share of the goods, spread over the rates as the goods are', () => {
    // 10,00 of 33,32 paid holds 10,00 × 3132 / 3332 = 9,40 of goods: 8,05 of soup and 1,35 of bread.
    expect(planRefund(order, { kind: 'amount', amount: 1000 })).toEqual({
      ok: true,
      plan: {
        amount: 1000,
        lines: [],
        vat: [
          { taxPercent: 14, gross: 805, net: 706, vat: 99 },
          { taxPercent: 25.5, gross: 135, net: 108, vat: 27 },
        ],
      },
    });
  });

  it('of a line is at that line\u2019s own rate', () => {
    expect(planRefund(order, { kind: 'lines', lines: [{ lineId: 'bread', quantity: 1 }] })).toEqual({
      ok: true,
      plan: {
        amount: 450,
        lines: [{ lineId: 'bread', productName: 'Bread', quantity: 1, amount: 450 }],
        vat: [{ taxPercent: 25.5, gross: 450, net: 359, vat: 91 }],
      },
    });
  });

  it('names no rate whose goods gave nothing back, such as a free gift\u2019s', () => {
    const withGift: RefundableOrder = {
      ...order,
      lines: [...order.lines, { id: 'gift', productName: 'Gift', quantity: 1, payable: 0, taxPercent: 10 }],
    };
    for (const choice of [{ kind: 'full' }, { kind: 'amount', amount: 1000 }] as const) {
      const check = planRefund(withGift, choice);
      if (!check.ok) throw new Error(check.reason);
      expect(check.plan.vat.map((line) => line.taxPercent)).toEqual([14, 25.5]);
    }
  });

  it('of the whole order names a 0 % rate whose goods are given back, with no VAT', () => {
    const withStamp: RefundableOrder = {
      ...order,
      payable: 3332 + 200,
      lines: [...order.lines, { id: 'stamp', productName: 'Stamp', quantity: 1, payable: 200, taxPercent: 0 }],
    };
    // The voucher's 3,48 over 29,80, 5,00 and 2,00 gives the stamp 18,91 cents, rounded up as the largest remainder.
    const check = planRefund(withStamp, { kind: 'full' });
    if (!check.ok) throw new Error(check.reason);
    expect(check.plan.vat[0]).toEqual({ taxPercent: 0, gross: 200 - 19, net: 200 - 19, vat: 0 });
  });

  it('is none when the voucher paid for all the goods and only the tip is given back', () => {
    const voucherPaidAll: RefundableOrder = {
      ...order,
      payable: 200,
      voucherDiscount: 3480,
    };
    expect(planRefund(voucherPaidAll, { kind: 'amount', amount: 200 })).toEqual({
      ok: true,
      plan: { amount: 200, lines: [], vat: [] },
    });
  });
});
