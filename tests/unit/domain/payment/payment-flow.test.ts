import { isFramedPaymentMethod, paymentFlow } from '@/domain/payment/payment-flow';

describe('paymentFlow', () => {
  it.each([
    ['NEST_CARD_PAY', { kind: 'FRAMED_PROVIDER', method: 'NEST_CARD_PAY' }],
    ['NEST_MOBILE_PAY', { kind: 'FRAMED_PROVIDER', method: 'NEST_MOBILE_PAY' }],
    ['STRIPE', { kind: 'FRAMED_PROVIDER', method: 'STRIPE' }],
    ['PAYMENT_BY_CARD_BANK_ALFALAH', { kind: 'BANK_CARD_FORM' }],
    ['PAYMENT_BY_SONERI', { kind: 'NAMED_BANK' }],
    ['CASH', { kind: 'CASH' }],
  ] as const)('%s is paid by %o', (method, flow) => {
    expect(paymentFlow(method)).toEqual(flow);
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
