import { checkPayingCard } from '@/server/payments/check-paying-card';

const june15th2026 = Date.UTC(2026, 5, 15);
const good = { card_number: '4242 4242 4242 4242', card_expiry: '07/26', card_cvc: '123' };

describe('checkPayingCard', () => {
  it('keeps only the last four digits and the expiry of a good card', () => {
    expect(checkPayingCard(good, june15th2026)).toEqual({ ok: true, card: { lastFour: '4242', expiry: '07/26' } });
  });

  it.each([
    ['a number that is no card', { ...good, card_number: '1234' }, 'card.invalidNumber'],
    ['an expiry past', { ...good, card_expiry: '05/26' }, 'card.expired'],
    ['a security code of two digits', { ...good, card_cvc: '12' }, 'card.cvc'],
    ['a security code of five digits', { ...good, card_cvc: '12345' }, 'card.cvc'],
  ])('refuses %s, not as a bank would decline it', (_case, typed, refusal) => {
    expect(checkPayingCard(typed, june15th2026)).toEqual({ ok: false, refusal, declined: false });
  });

  it("answers the sandbox's declining test card as declined, once the card itself is well formed", () => {
    const declining = { ...good, card_number: '4000 0000 0000 0002' };
    expect(checkPayingCard(declining, june15th2026)).toEqual({ ok: false, refusal: 'card.declined', declined: true });
    // A malformed security code is named first: the bank never sees a card the page could refuse itself.
    expect(checkPayingCard({ ...declining, card_cvc: '1' }, june15th2026)).toEqual({
      ok: false,
      refusal: 'card.cvc',
      declined: false,
    });
  });
});
