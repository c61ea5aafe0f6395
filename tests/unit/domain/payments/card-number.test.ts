import { cardDigits, expiryStillValid, isCardCvc, passesLuhn } from '@/domain/payments/card-number';

const june15th2026 = Date.UTC(2026, 5, 15, 12);

describe('passesLuhn', () => {
  it.each(['4242424242424242', '4000000000000002', '5555555555554444', '378282246310005'])(
    'accepts the test card %s',
    (digits) => expect(passesLuhn(digits)).toBe(true),
  );

  it('accepts the textbook number, whose undoubled 9 counts as 9', () => {
    expect(passesLuhn('79927398713')).toBe(true);
  });

  it.each(['4242424242424241', '4242424242424224', '1234567812345678'])('refuses %s', (digits) =>
    expect(passesLuhn(digits)).toBe(false),
  );
});

describe('cardDigits', () => {
  it('takes a number typed in groups', () => {
    expect(cardDigits('4242 4242 4242 4242')).toBe('4242424242424242');
    expect(cardDigits('4242-4242-4242-4242')).toBe('4242424242424242');
  });

  it('takes 12 to 19 digits', () => {
    expect(cardDigits('000000000000')).toBe('000000000000');
    expect(cardDigits('0000000000000000000')).toBe('0000000000000000000');
    expect(cardDigits('00000000000')).toBeNull();
    expect(cardDigits('00000000000000000000')).toBeNull();
  });

  it.each(['', '4242', '4242 4242 4242 4241', '4242x4242x4242x4242', '42424242424242424242'])('refuses %p', (typed) =>
    expect(cardDigits(typed)).toBeNull(),
  );
});

describe('expiryStillValid', () => {
  it('keeps a card good through the last day of its month', () => {
    expect(expiryStillValid(6, 26, june15th2026)).toBe(true);
    expect(expiryStillValid(6, 26, Date.UTC(2026, 5, 30, 23, 59, 59))).toBe(true);
    expect(expiryStillValid(6, 26, Date.UTC(2026, 6, 1))).toBe(false);
    expect(expiryStillValid(5, 26, june15th2026)).toBe(false);
    expect(expiryStillValid(12, 26, june15th2026)).toBe(true);
  });
});

describe('isCardCvc', () => {
  it('takes three or four digits only', () => {
    expect(isCardCvc('123')).toBe(true);
    expect(isCardCvc('1234')).toBe(true);
    expect(isCardCvc('12')).toBe(false);
    expect(isCardCvc('12a')).toBe(false);
    expect(isCardCvc('')).toBe(false);
  });

  it('refuses five digits, and digits with anything before or after them', () => {
    expect(isCardCvc('12345')).toBe(false);
    expect(isCardCvc('a123')).toBe(false);
    expect(isCardCvc('123a')).toBe(false);
  });

  it('lets spaces typed around the code through', () => {
    expect(isCardCvc(' 123 ')).toBe(true);
  });
});
