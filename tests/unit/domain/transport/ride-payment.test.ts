import { needsPaymentBeforeSearch, offeredRidePaymentMethods } from '@/domain/transport/ride-payment';

describe('offeredRidePaymentMethods', () => {
  it.each([
    [['CASH'], ['CASH']],
    [
      ['CASH', 'STRIPE'],
      ['CASH', 'STRIPE'],
    ],
    [
      ['STRIPE', 'CASH'],
      ['CASH', 'STRIPE'],
    ],
    [
      ['NEST_CARD_PAY', 'STRIPE', 'PAYMENT_BY_SONERI'],
      ['CASH', 'STRIPE'],
    ],
    [['NEST_CARD_PAY', 'NEST_MOBILE_PAY'], ['CASH']],
  ] as const)('of a host offering %j are %j: cash always, the card when configured', (configured, offered) => {
    expect(offeredRidePaymentMethods(configured)).toEqual(offered);
  });
});

describe('needsPaymentBeforeSearch', () => {
  it('holds a card ride until it is paid, and dispatches a cash ride at once', () => {
    expect(needsPaymentBeforeSearch('STRIPE')).toBe(true);
    expect(needsPaymentBeforeSearch('CASH')).toBe(false);
  });
});
