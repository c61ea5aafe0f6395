import fc from 'fast-check';
import {
  orderSummary,
  summaryLineOrder,
  type InvoiceAmounts,
  type SummaryLineKind,
} from '@/domain/pricing/order-summary';

const amounts: InvoiceAmounts = {
  subTotal: 3000,
  itemsDiscount: 300,
  voucherDiscount: 500,
  tip: 200,
  serviceFee: 150,
  deliveryFee: 490,
  taxLines: [
    { taxPercent: 14, gross: 1700, net: 1491, vat: 209 },
    { taxPercent: 24, gross: 1000, net: 806, vat: 194 },
  ],
};

const kinds = (summary: ReturnType<typeof orderSummary>): SummaryLineKind[] => summary.lines.map((line) => line.kind);

describe('orderSummary', () => {
  it('lists Sub Total, Discount, Voucher, rider tip, Service Fee, Delivery Fee and the VAT, in that order', () => {
    expect(orderSummary(amounts, { showTip: true })).toEqual({
      lines: [
        { kind: 'SUB_TOTAL', amount: 3000, free: false },
        { kind: 'DISCOUNT', amount: 300, free: false },
        { kind: 'VOUCHER', amount: 500, free: false },
        { kind: 'TIP', amount: 200, free: false },
        { kind: 'SERVICE_FEE', amount: 150, free: false },
        { kind: 'DELIVERY_FEE', amount: 490, free: false },
        { kind: 'TAX_TOTAL', amount: 403, free: false },
      ],
      payable: 3040,
    });
  });

  it.each<[string, Partial<InvoiceAmounts>, boolean, SummaryLineKind[]]>([
    ['no VAT line when the VAT is 0', { taxLines: [] }, true, summaryLineOrder.slice(0, 6)],
    [
      'no VAT line when every rate holds 0',
      { taxLines: [{ taxPercent: 0, gross: 1000, net: 1000, vat: 0 }] },
      true,
      summaryLineOrder.slice(0, 6),
    ],
    [
      'the VAT line for a single cent',
      { taxLines: [{ taxPercent: 24, gross: 3, net: 2, vat: 1 }] },
      true,
      [...summaryLineOrder],
    ],
    [
      'no tip line for a business user',
      {},
      false,
      ['SUB_TOTAL', 'DISCOUNT', 'VOUCHER', 'SERVICE_FEE', 'DELIVERY_FEE', 'TAX_TOTAL'],
    ],
    [
      'zero discounts and fees are still listed',
      { itemsDiscount: 0, voucherDiscount: 0, tip: 0, serviceFee: 0, deliveryFee: 0 },
      true,
      [...summaryLineOrder],
    ],
  ])('%s', (_case, overrides, showTip, expected) => {
    expect(kinds(orderSummary({ ...amounts, ...overrides }, { showTip }))).toEqual(expected);
  });

  it.each([
    [0, true],
    [1, false],
    [490, false],
  ])('a delivery fee of %i is free: %p', (deliveryFee, free) => {
    const delivery = orderSummary({ ...amounts, deliveryFee }, { showTip: true }).lines.find(
      (line) => line.kind === 'DELIVERY_FEE',
    );
    expect(delivery).toEqual({ kind: 'DELIVERY_FEE', amount: deliveryFee, free });
  });

  it('reads "Free" only on the delivery: a discount, voucher, tip or service fee of 0 is an amount of 0', () => {
    const nothingBut = { ...amounts, itemsDiscount: 0, voucherDiscount: 0, tip: 0, serviceFee: 0, deliveryFee: 0 };
    const free = orderSummary(nothingBut, { showTip: true })
      .lines.filter((line) => line.free)
      .map((line) => line.kind);
    expect(free).toEqual(['DELIVERY_FEE']);
  });

  it('does not charge a tip it does not show', () => {
    expect(orderSummary(amounts, { showTip: false }).payable).toBe(2840);
  });

  it('does not add the VAT, which the prices already include', () => {
    expect(orderSummary({ ...amounts, taxLines: [] }, { showTip: true }).payable).toBe(3040);
  });

  it.each([
    [999, 1],
    [1000, 0],
    [1001, 0],
    [25_000, 0],
  ])('a voucher of %i on an order of 10,00 leaves %i to pay', (voucherDiscount, payable) => {
    const order = {
      ...amounts,
      subTotal: 1000,
      itemsDiscount: 0,
      tip: 0,
      serviceFee: 0,
      deliveryFee: 0,
      voucherDiscount,
    };
    expect(orderSummary(order, { showTip: true }).payable).toBe(payable);
  });

  it('reads an amount below 0 as 0, so a negative discount never becomes a charge', () => {
    const summary = orderSummary({ ...amounts, itemsDiscount: -300, voucherDiscount: -500 }, { showTip: true });
    expect(summary.lines.slice(1, 3).map((line) => line.amount)).toEqual([0, 0]);
    expect(summary.payable).toBe(3840);
  });

  const money = fc.integer({ min: -1_000_000, max: 100_000_000 });
  const anyAmounts = fc.record({
    subTotal: money,
    itemsDiscount: money,
    voucherDiscount: money,
    tip: money,
    serviceFee: money,
    deliveryFee: money,
    taxLines: fc.array(fc.record({ taxPercent: fc.constant(24), gross: money, net: money, vat: money }), {
      maxLength: 3,
    }),
  });

  it('never asks the customer to pay less than 0', () => {
    fc.assert(
      fc.property(anyAmounts, fc.boolean(), (invoice, showTip) => {
        expect(orderSummary(invoice, { showTip }).payable >= 0).toBe(true);
      }),
    );
  });

  it('always lists its lines in the fixed order, and a line only when it is shown', () => {
    fc.assert(
      fc.property(anyAmounts, fc.boolean(), (invoice, showTip) => {
        const listed = kinds(orderSummary(invoice, { showTip }));
        expect(listed).toEqual(summaryLineOrder.filter((kind) => listed.includes(kind)));
        expect(listed.slice(0, 3)).toEqual(['SUB_TOTAL', 'DISCOUNT', 'VOUCHER']);
        expect(listed.includes('TIP')).toBe(showTip);
      }),
    );
  });
});
