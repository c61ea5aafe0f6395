import fc from 'fast-check';
import { isSwipeComplete, swipeCompletionThreshold, swipeFraction } from '@/domain/payments/swipe-confirmation';

describe('the swipe that confirms a payment', () => {
  it('completes at 75 percent of its track', () => {
    expect(swipeCompletionThreshold).toBe(0.75);
  });

  it.each([
    [0, false],
    [0.7, false],
    [0.7499, false],
    [0.75, true],
    [0.8, true],
    [1, true],
  ])('let go at %s of the track: complete %s', (fraction, complete) => {
    expect(isSwipeComplete(fraction)).toBe(complete);
  });

  it.each([
    [150, 200, 0.75],
    [160, 200, 0.8],
    [140, 200, 0.7],
    [-30, 200, 0],
    [260, 200, 1],
    [50, 0, 0],
    [50, -10, 0],
    [Number.NaN, 200, 0],
  ])('a handle moved %s px along a %s px track is at %s', (offset, track, fraction) => {
    expect(swipeFraction(offset, track)).toBeCloseTo(fraction, 10);
  });

  it('always lies between 0 and 1, and completes exactly when the handle reached three quarters', () => {
    // Whole pixels keep the comparison exact: 4 × offset ≥ 3 × track is "three quarters" without rounding.
    fc.assert(
      fc.property(fc.integer({ min: -20_000, max: 20_000 }), fc.integer({ min: 1, max: 10_000 }), (offset, track) => {
        const fraction = swipeFraction(offset, track);
        expect(fraction).toBeGreaterThanOrEqual(0);
        expect(fraction).toBeLessThanOrEqual(1);
        expect(isSwipeComplete(fraction)).toBe(4 * offset >= 3 * track);
      }),
    );
  });
});
