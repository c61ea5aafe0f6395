import { mustBePaidBeforePlacing } from '@/domain/payments/payment-path';

describe('mustBePaidBeforePlacing', () => {
  it.each([
    ['CASH', 1990, false],
    ['PAYMENT_BY_CARD_BANK_ALFALAH', 1990, false],
    ['NEST_CARD_PAY', 1990, true],
    ['NEST_MOBILE_PAY', 1990, true],
    ['STRIPE', 1, true],
    ['PAYMENT_BY_SONERI', 1990, true],
    ['NEST_CARD_PAY', 0, false],
    ['PAYMENT_BY_SONERI', 0, false],
  ] as const)('%s with %i cents to pay: %s', (method, payable, expected) => {
    expect(mustBePaidBeforePlacing(method, payable)).toBe(expected);
  });
});
