import { checkCard } from '@/server/payments/card-check';

const june15th2026 = Date.UTC(2026, 5, 15, 12);

describe('checkCard', () => {
  it('keeps only the last four digits and the expiry', () => {
    expect(checkCard({ number: '4242 4242 4242 4242', expiry: '07/26' }, june15th2026)).toEqual({
      ok: true,
      card: { lastFour: '4242', expiry: '07/26' },
    });
  });

  it('names what is wrong', () => {
    expect(checkCard({ number: '4242 4242 4242 4241', expiry: '07/26' }, june15th2026)).toEqual({
      ok: false,
      message: 'Please enter a valid card number.',
    });
    expect(checkCard({ number: '4242424242424242', expiry: '13/26' }, june15th2026)).toEqual({
      ok: false,
      message: 'Please enter the expiry as MM/YY.',
    });
    expect(checkCard({ number: '4242424242424242', expiry: '05/26' }, june15th2026)).toEqual({
      ok: false,
      message: 'Your card has expired.',
    });
  });
});
