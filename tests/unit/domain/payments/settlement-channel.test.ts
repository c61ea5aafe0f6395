import { invoiceSettlement, settlesOnChannel, type PaymentChannel } from '@/domain/payments/settlement-channel';

const channels: readonly PaymentChannel[] = [
  { kind: 'cash', queryId: 'usr-1-cash' },
  { kind: 'card', queryId: 'usr-1-card' },
];

describe('invoiceSettlement (payment step 3)', () => {
  it.each([
    ['the card channel when the bank card form gave a session', 'sess-0001', 'usr-1-card', 'sess-0001'],
    ['the cash channel without a session', null, 'usr-1-cash', null],
    ['the cash channel for a blank session', '  ', 'usr-1-cash', null],
  ])('settles on %s', (_case, sessionId, channelQueryId, keptSession) => {
    expect(invoiceSettlement(channels, sessionId)).toEqual({ channelQueryId, sessionId: keptSession });
  });

  it('names no channel when the user has none of the kind needed', () => {
    expect(invoiceSettlement([{ kind: 'cash', queryId: 'usr-1-cash' }], 'sess-0001')).toEqual({
      channelQueryId: null,
      sessionId: 'sess-0001',
    });
  });
});

describe('settlesOnChannel: neither the bank tab (step 1) nor a payment initiation (step 2)', () => {
  it.each([
    ['CASH', 1500, true],
    ['PAYMENT_BY_CARD_BANK_ALFALAH', 1500, true],
    ['NEST_CARD_PAY', 0, true],
    ['PAYMENT_BY_SONERI', 0, true],
    ['PAYMENT_BY_SONERI', 1500, false],
    ['NEST_CARD_PAY', 1500, false],
    ['STRIPE', 1, false],
  ] as const)('%s with %i to pay: %s', (method, payable, expected) => {
    expect(settlesOnChannel(method, payable)).toBe(expected);
  });
});
