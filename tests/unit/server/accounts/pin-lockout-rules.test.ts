import { pinLockMs, pinLockedMessage, wrongPinsBeforeLock } from '@/server/accounts/pin-lockout-rules';

describe('the wrong-PIN lock', () => {
  it('comes at the fifth wrong PIN in a row and lasts 15 minutes', () => {
    expect(wrongPinsBeforeLock).toBe(5);
    expect(pinLockMs).toBe(900_000);
  });

  it.each([
    [900_000, 'locked for 15 minutes'],
    [840_001, 'locked for 15 minutes'],
    [840_000, 'locked for 14 minutes'],
    [60_001, 'locked for 2 minutes'],
    [60_000, 'locked for 1 minute'],
    [1, 'locked for 1 minute'],
    [0, 'locked for 1 minute'],
  ])('says %i ms left as "%s", whole minutes rounded up and never 0', (remainingMs, words) => {
    expect(pinLockedMessage(remainingMs)('en')).toBe(
      `Too many wrong PINs. Sign-in is ${words}; try again later or reset your PIN with Forgot pin.`,
    );
  });

  it('says the same in Finnish, with the way out', () => {
    expect(pinLockedMessage(840_000)('fi')).toBe(
      'Liian monta väärää PIN-koodia. Kirjautuminen on lukittu 14 minuutiksi; yritä myöhemmin tai vaihda PIN-koodisi kohdasta Unohtuiko PIN.',
    );
  });
});
