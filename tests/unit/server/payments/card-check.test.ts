import { checkCard } from '@/server/payments/card-check';
import { checkoutText } from '@/server/payments/checkout-page-texts';

const june15th2026 = Date.UTC(2026, 5, 15, 12);

describe('checkCard', () => {
  it('keeps only the last four digits and the expiry', () => {
    expect(checkCard({ number: '4242 4242 4242 4242', expiry: '07/26' }, june15th2026)).toEqual({
      ok: true,
      card: { lastFour: '4242', expiry: '07/26' },
    });
  });

  it('names what is wrong, as the text the page shows in its reader\u2019s language', () => {
    const refused = (number: string, expiry: string) => {
      const check = checkCard({ number, expiry }, june15th2026);
      if (check.ok) throw new Error(`${number} ${expiry} was accepted`);
      return [check.refusal, checkoutText(check.refusal, 'en'), checkoutText(check.refusal, 'fi')];
    };
    expect(refused('4242 4242 4242 4241', '07/26')).toEqual([
      'card.invalidNumber',
      'Please enter a valid card number.',
      'Anna kelvollinen kortin numero.',
    ]);
    expect(refused('4242424242424242', '13/26')).toEqual([
      'card.expiryFormat',
      'Please enter the expiry as MM/YY.',
      'Anna voimassaolo muodossa KK/VV.',
    ]);
    expect(refused('4242424242424242', '05/26')).toEqual([
      'card.expired',
      'Your card has expired.',
      'Korttisi on vanhentunut.',
    ]);
  });
});
