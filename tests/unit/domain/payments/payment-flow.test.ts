import { isFramedPaymentMethod, paymentFlow } from '@/domain/payments/payment-flow';

describe('paymentFlow', () => {
  it.each([
    ['NEST_CARD_PAY', { kind: 'FRAMED_PROVIDER', method: 'NEST_CARD_PAY' }],
    ['NEST_MOBILE_PAY', { kind: 'FRAMED_PROVIDER', method: 'NEST_MOBILE_PAY' }],
    ['STRIPE', { kind: 'FRAMED_PROVIDER', method: 'STRIPE' }],
    ['PAYMENT_BY_CARD_BANK_ALFALAH', { kind: 'BANK_CARD_FORM' }],
    ['PAYMENT_BY_SONERI', { kind: 'NAMED_BANK' }],
    ['CASH', { kind: 'PLACE_DIRECTLY' }],
  ] as const)('an amount to pay by %s is paid by %o', (method, flow) => {
    expect(paymentFlow(method, 1)).toEqual(flow);
  });

  // The spec's step 3: nothing to pay (a voucher covering the order) goes to no provider and no bank.
  it.each([
    'NEST_CARD_PAY',
    'NEST_MOBILE_PAY',
    'STRIPE',
    'PAYMENT_BY_CARD_BANK_ALFALAH',
    'PAYMENT_BY_SONERI',
    'CASH',
  ] as const)('a payable of 0 by %s places the invoice directly', (method) => {
    expect(paymentFlow(method, 0)).toEqual({ kind: 'PLACE_DIRECTLY' });
  });
});

describe('isFramedPaymentMethod', () => {
  it.each([
    ['NEST_CARD_PAY', true],
    ['NEST_MOBILE_PAY', true],
    ['STRIPE', true],
    ['PAYMENT_BY_CARD_BANK_ALFALAH', false],
    ['PAYMENT_BY_SONERI', false],
    ['CASH', false],
    ['nest_card_pay', false],
    ['', false],
  ])('%s: %s', (method, framed) => {
    expect(isFramedPaymentMethod(method)).toBe(framed);
  });
});
