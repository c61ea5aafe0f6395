import {
  createReviewOrderSummary,
  type ReviewOrderSummaryRequest,
} from '@/application/checkout/review-order-summary.use-case';

const request: ReviewOrderSummaryRequest = {
  invoice: {
    subTotal: 3000,
    itemsDiscount: 300,
    serviceFee: 150,
    deliveryFee: 0,
    taxLines: [{ taxPercent: 14, gross: 2700, net: 2368, vat: 332 }],
  },
  voucherDiscount: 500,
  tip: 2,
  isBusinessUser: false,
};

describe('ReviewOrderSummary', () => {
  const review = createReviewOrderSummary({ currency: { kind: 'HOST', host: 'PAKISTAN' } });

  it('adds the voucher and the tip (whole units, in minor units) to the invoice amounts', () => {
    expect(review(request)).toEqual({
      lines: [
        { kind: 'SUB_TOTAL', amount: 3000, free: false },
        { kind: 'DISCOUNT', amount: 300, free: false },
        { kind: 'VOUCHER', amount: 500, free: false },
        { kind: 'TIP', amount: 200, free: false },
        { kind: 'SERVICE_FEE', amount: 150, free: false },
        { kind: 'DELIVERY_FEE', amount: 0, free: true },
        { kind: 'TAX_TOTAL', amount: 332, free: false },
      ],
      payable: 2550,
      currencySymbol: 'PKR',
    });
  });

  it('neither shows nor charges a tip to a business user', () => {
    const summary = review({ ...request, isBusinessUser: true });
    expect(summary.lines.map((line) => line.kind)).not.toContain('TIP');
    expect(summary.payable).toBe(2350);
  });

  it.each([
    [0, 2350],
    [20, 4350],
    [100, 12350],
  ])('a tip of %i makes the amount to pay %i', (tip, payable) => {
    expect(review({ ...request, tip }).payable).toBe(payable);
  });

  it('never asks for less than 0 when the voucher is worth more than the order', () => {
    expect(review({ ...request, voucherDiscount: 1_000_000 }).payable).toBe(0);
  });
});
