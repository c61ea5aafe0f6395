import fc from 'fast-check';
import { applyMask, maskLength } from '@/domain/validation/mask';

describe('applyMask', () => {
  it.each([
    ['####-##-##', '20260615', '2026-06-15'],
    ['####-##-##', '2026-06-15', '2026-06-15'],
    ['####-##-##', '2026/06/15', '2026-06-15'],
    ['####-##-##', '2026', '2026'],
    ['####-##-##', '20260', '2026-0'],
    ['####-##-##', '2026-', '2026'],
    ['####-##-##', '2026061599', '2026-06-15'],
    ['####-##-##', 'abc', ''],
    ['####-##-##', '', ''],
    ['(###) ###', '123456', '(123) 456'],
    ['(###) ###', '(123) 456', '(123) 456'],
  ])('%j shapes %j into %j', (mask, input, expected) => {
    expect(applyMask(mask, input)).toBe(expected);
  });

  it('counts its own characters in its length', () => {
    expect(maskLength('####-##-##')).toBe(10);
  });

  const masks = fc.constantFrom('####-##-##', '+92 ### #######', '(###) ###-####', '##:##');
  const typed = fc.oneof(fc.string(), fc.stringMatching(/^[0-9 +\-()/:]{0,20}$/));

  it('is idempotent: a masked value comes back unchanged', () => {
    fc.assert(
      fc.property(masks, typed, (mask, input) => {
        const masked = applyMask(mask, input);
        expect(applyMask(mask, masked)).toBe(masked);
      }),
    );
  });

  it('is never longer than the mask and never ends in a character of its own', () => {
    fc.assert(
      fc.property(masks, typed, (mask, input) => {
        const masked = applyMask(mask, input);
        expect(masked.length).toBeLessThanOrEqual(maskLength(mask));
        expect(masked === '' || /[0-9]$/.test(masked)).toBe(true);
      }),
    );
  });
});
