import fc from 'fast-check';
import { detailStep, progressSegments, showsCountdown, showsPreparationTime } from '@/domain/orders/order-progress';
import type { OrderStatus } from '@/domain/orders/order-status';

describe('every status on the progress bar, the stepper and the preparation time', () => {
  it.each([
    ['order_pending', [true, false, false], 1, true],
    ['order_confirmed', [true, true, false], 2, true],
    ['order_dispatched', [true, true, true], 3, false],
    ['order_delivered', [true, true, true], 4, false],
    ['order_cancelled', [false, false, false], 0, false],
    ['unknown', [false, false, false], 0, false],
  ] as const)('%s fills %o, stands at step %i, shows preparation time: %s', (status, segments, step, preparation) => {
    expect(progressSegments(status)).toEqual(segments);
    expect(detailStep(status)).toBe(step);
    expect(showsPreparationTime(status)).toBe(preparation);
  });

  const forward: readonly OrderStatus[] = ['order_pending', 'order_confirmed', 'order_dispatched', 'order_delivered'];
  const position = fc.integer({ min: 0, max: forward.length - 1 });

  it('never empties a segment as an order moves forward', () => {
    fc.assert(
      fc.property(position, position, (first, second) => {
        const [earlier, later] = [forward[Math.min(first, second)], forward[Math.max(first, second)]] as OrderStatus[];
        const [before, after] = [progressSegments(earlier!), progressSegments(later!)];
        return before.every((filled, index) => !filled || after[index]);
      }),
    );
  });

  it('never moves the stepper back as an order moves forward', () => {
    fc.assert(
      fc.property(position, position, (first, second) => {
        const [earlier, later] = [forward[Math.min(first, second)], forward[Math.max(first, second)]] as OrderStatus[];
        return detailStep(earlier!) <= detailStep(later!);
      }),
    );
  });

  it('fills segments from the left only', () => {
    for (const status of [...forward, 'order_cancelled', 'unknown'] as const) {
      const segments = progressSegments(status);
      const filled = segments.filter(Boolean).length;
      expect(segments).toEqual([0, 1, 2].map((index) => index < filled));
    }
  });
});

describe('showsCountdown', () => {
  it.each([
    [true, 1, true],
    [true, 900, true],
    [true, 0, false],
    [true, -5, false],
    [false, 900, false],
    [false, 0, false],
  ])('flag %s with %i seconds left: %s', (enabled, remaining, expected) => {
    expect(showsCountdown(enabled, remaining)).toBe(expected);
  });
});
