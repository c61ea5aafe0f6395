import { matchesSecretHash } from '@/server/payments/secret-hash';
import { startCardPayment } from '@/server/payments/start-card-payment';
import { cardInvoice, paymentsInMemory } from './card-payment-in-memory';

const asked = { userId: 5, invoiceQueryId: 'inv_1' };

describe('startCardPayment', () => {
  it('starts a payment of the invoice\u2019s payable, whatever the client thinks it costs', async () => {
    const { context, writes } = paymentsInMemory(cardInvoice());
    const started = await startCardPayment(context, { ...asked, merchantQueryId: 'sataman-helmi' });
    expect(started).toMatchObject({ outcome: 'started', amount: 1250, currency: 'EUR' });
    expect(writes).toEqual(['intent pi_ of 1250']);
  });

  it('answers a secret that only its own hash matches', async () => {
    let kept = '';
    const { context } = paymentsInMemory(cardInvoice());
    const intents = {
      create: (intent: { clientSecretHash: string }) => Promise.resolve(void (kept = intent.clientSecretHash)),
    };
    const started = await startCardPayment({ ...context, intents } as unknown as typeof context, asked);
    if (started.outcome !== 'started') throw new Error('not started');
    expect(matchesSecretHash(started.clientSecret, kept)).toBe(true);
    expect(kept).not.toContain(started.clientSecret);
  });

  it('refuses another user\u2019s invoice exactly as one that does not exist', async () => {
    for (const other of [
      { ...asked, userId: 6 },
      { ...asked, invoiceQueryId: 'inv_2' },
    ]) {
      const { context, writes } = paymentsInMemory(cardInvoice());
      expect(await startCardPayment(context, other)).toEqual({
        outcome: 'refused',
        refusal: { reason: 'no_such_invoice' },
      });
      expect(writes).toEqual([]);
    }
  });

  it('refuses a payment claimed for another store, naming the field', async () => {
    const { context } = paymentsInMemory(cardInvoice());
    expect(await startCardPayment(context, { ...asked, merchantQueryId: 'elsewhere' })).toMatchObject({
      outcome: 'refused',
      refusal: { reason: 'mismatch', mismatches: [{ field: 'merchantQueryId' }] },
    });
  });

  it.each([
    [{ payable: 0 }, { reason: 'nothing_to_pay' }],
    [{ status: 'order_cancelled' }, { reason: 'order_cancelled' }],
    [{ paidAt: new Date() }, { reason: 'already_paid' }],
  ])('refuses the invoice %j as %j, starting nothing', async (fields, refusal) => {
    const { context, writes } = paymentsInMemory(cardInvoice(fields));
    expect(await startCardPayment(context, asked)).toEqual({ outcome: 'refused', refusal });
    expect(writes).toEqual([]);
  });

  it('refuses an invoice paid another way, naming its method', async () => {
    const target = cardInvoice();
    const cash = { ...target, invoice: { ...target.invoice, paymentMethod: 'CASH' } };
    const { context } = paymentsInMemory(cash);
    expect(await startCardPayment(context, asked)).toEqual({
      outcome: 'refused',
      refusal: { reason: 'not_by_card', method: 'CASH' },
    });
  });
});
