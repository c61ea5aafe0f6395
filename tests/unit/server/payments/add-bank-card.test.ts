import { addBankCard } from '@/server/payments/add-bank-card';
import type { PaymentsContext } from '@/server/payments/payments-context';
import type { BankCardSessionRow } from '@/server/payments/store/bank-card-sessions';
import { now } from './card-payment-in-memory';

const card = { number: '4242 4242 4242 4242', expiry: '12/30' };

function formOf(submittedAt: Date | null, submitWins = true) {
  const writes: string[] = [];
  const context = {
    clock: () => now,
    bankCards: {
      submit: (sessionId: string, _token: string, kept: { lastFour: string; expiry: string }) => {
        writes.push(`${sessionId}: ${kept.lastFour} ${kept.expiry}`);
        return Promise.resolve(submitWins);
      },
    },
  } as unknown as Pick<PaymentsContext, 'clock' | 'bankCards'>;
  return { context, writes, form: { sessionId: 's1', submittedAt } as BankCardSessionRow };
}

describe('addBankCard', () => {
  it('keeps only the last four digits and the expiry under a new card token', async () => {
    const { context, writes, form } = formOf(null);
    const added = await addBankCard(context, form, card);
    expect(added).toMatchObject({ outcome: 'added', lastFour: '4242', cardToken: expect.any(String) });
    expect(writes).toEqual(['s1: 4242 12/30']);
  });

  it('refuses a card that is not a card, or has expired, as a value', async () => {
    const { context, writes, form } = formOf(null);
    expect(await addBankCard(context, form, { ...card, number: '1234' })).toEqual({
      outcome: 'card_refused',
      refusal: 'card.invalidNumber',
    });
    expect(await addBankCard(context, form, { ...card, expiry: '01/20' })).toEqual({
      outcome: 'card_refused',
      refusal: 'card.expired',
    });
    expect(writes).toEqual([]);
  });

  it('takes one card per form, also when a concurrent request took it first', async () => {
    const submitted = formOf(new Date(now));
    expect(await addBankCard(submitted.context, submitted.form, card)).toEqual({ outcome: 'already_added' });
    expect(submitted.writes).toEqual([]);
    const raced = formOf(null, false);
    expect(await addBankCard(raced.context, raced.form, card)).toEqual({ outcome: 'already_added' });
  });
});
