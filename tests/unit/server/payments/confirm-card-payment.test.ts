import { cancelCardPayment } from '@/server/payments/cancel-card-payment';
import { confirmCardPayment } from '@/server/payments/confirm-card-payment';
import { cardInvoice, intentOf, paymentsInMemory } from './card-payment-in-memory';

const card = { card_number: '4242 4242 4242 4242', card_expiry: '12/30', card_cvc: '123' };

describe('confirmCardPayment', () => {
  it('pays, places once and tells the customer\u2019s stream', async () => {
    const target = cardInvoice();
    const { context, writes, events } = paymentsInMemory(target);
    expect(await confirmCardPayment(context, intentOf('requires_confirmation'), target, card)).toEqual({
      outcome: 'paid',
    });
    expect(writes).toEqual([
      'intent pi_1 succeeded with 4242',
      'invoice 42 paid',
      'invoice 42 placed',
      'cap of 7 renewed',
    ]);
    expect(events).toHaveLength(2);
  });

  it.each([
    [{ card_number: '4242 4242 4242 4241' }, { refusal: 'card.invalidNumber', declined: false }],
    [{ card_expiry: '01/20' }, { refusal: 'card.expired', declined: false }],
    [{ card_cvc: '12' }, { refusal: 'card.cvc', declined: false }],
    [{ card_number: '4000 0000 0000 0002' }, { refusal: 'card.declined', declined: true }],
  ])('refuses the card %j as a value, charging nothing', async (typed, refusal) => {
    const target = cardInvoice();
    const { context, writes } = paymentsInMemory(target);
    expect(await confirmCardPayment(context, intentOf('requires_confirmation'), target, { ...card, ...typed })).toEqual(
      { outcome: 'card_refused', ...refusal },
    );
    expect(writes).toEqual([]);
  });

  it('cancels the payment of an invoice repriced, paid or cancelled since it started', async () => {
    for (const target of [
      cardInvoice({ payable: 1300 }),
      cardInvoice({ paidAt: new Date() }),
      cardInvoice({ status: 'order_cancelled' }),
    ]) {
      const { context, writes } = paymentsInMemory(target);
      expect(await confirmCardPayment(context, intentOf('requires_confirmation'), target, card)).toEqual({
        outcome: 'not_taken',
        reason: 'order_no_longer',
      });
      expect(writes).toEqual(['intent pi_1 cancelled']);
    }
  });

  it('takes the payment back when stock ran out, leaving the intent to confirm again', async () => {
    const target = cardInvoice();
    const { context, writes, events } = paymentsInMemory(target, { placement: 'unavailable' });
    expect(await confirmCardPayment(context, intentOf('requires_confirmation'), target, card)).toEqual({
      outcome: 'not_taken',
      reason: 'out_of_stock',
    });
    expect(writes.slice(-2)).toEqual(['invoice 42 released', 'intent pi_1 back to requires_confirmation']);
    expect(events).toEqual([]);
  });

  it('cancels its success when another payment of the invoice won', async () => {
    const target = cardInvoice();
    const { context, writes } = paymentsInMemory(target, { paymentClaimed: false });
    expect(await confirmCardPayment(context, intentOf('requires_confirmation'), target, card)).toEqual({
      outcome: 'not_taken',
      reason: 'already_paid',
    });
    expect(writes.at(-1)).toBe('intent pi_1 back to canceled');
  });

  it('answers how a concurrent confirmation ended the intent, paying nothing more', async () => {
    const target = cardInvoice();
    const { context, writes } = paymentsInMemory(target, { intentClaimed: false });
    expect(await confirmCardPayment(context, intentOf('requires_confirmation'), target, card)).toEqual({
      outcome: 'cancelled_before',
    });
    expect(writes).toEqual(['intent pi_1 succeeded with 4242']);
  });

  it('answers an intent that already ended as it ended', async () => {
    const target = cardInvoice();
    const { context, writes } = paymentsInMemory(target);
    expect(await confirmCardPayment(context, intentOf('succeeded'), target, card)).toEqual({
      outcome: 'succeeded_before',
    });
    expect(await confirmCardPayment(context, intentOf('canceled'), target, card)).toEqual({
      outcome: 'cancelled_before',
    });
    expect(writes).toEqual([]);
  });
});

describe('cancelCardPayment', () => {
  it('cancels a waiting intent, and leaves one that ended as it ended', async () => {
    const { context, writes } = paymentsInMemory(cardInvoice());
    expect(await cancelCardPayment(context, intentOf('requires_confirmation'))).toEqual({ outcome: 'cancelled' });
    expect(await cancelCardPayment(context, intentOf('succeeded'))).toEqual({ outcome: 'succeeded_before' });
    expect(await cancelCardPayment(context, intentOf('canceled'))).toEqual({ outcome: 'cancelled_before' });
    expect(writes).toEqual(['intent pi_1 cancelled']);
  });
});
