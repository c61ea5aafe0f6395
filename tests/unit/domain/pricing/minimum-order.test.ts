import fc from 'fast-check';
import { checkMinimumOrder, reachesMinimumOrder } from '@/domain/pricing/minimum-order';

describe('checkMinimumOrder', () => {
  it.each([
    [1499, 1500, { ok: false, reason: 'BELOW_MINIMUM_ORDER', minimumOrder: 1500, missing: 1 }],
    [1500, 1500, { ok: true }],
    [1501, 1500, { ok: true }],
    [0, 1500, { ok: false, reason: 'BELOW_MINIMUM_ORDER', minimumOrder: 1500, missing: 1500 }],
    [0, 0, { ok: true }],
    [1, 0, { ok: true }],
  ])('a cart of %i against a minimum of %i: %o', (total, minimum, expected) => {
    expect(checkMinimumOrder(total, minimum)).toEqual(expected);
  });

  it('agrees with reachesMinimumOrder, and says exactly what is missing', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (total, minimum) => {
        const check = checkMinimumOrder(total, minimum);
        expect(check.ok).toBe(reachesMinimumOrder(total, minimum));
        if (!check.ok) expect(total + check.missing).toBe(minimum);
      }),
    );
  });
});
