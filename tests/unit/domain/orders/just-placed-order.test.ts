import { justPlacedOrder } from '@/domain/orders/just-placed-order';
import { anOrder } from '../../../support/fakes/order-fixtures';

const now = Date.parse('2026-06-15T12:00:00Z');
const placed = (queryId: string, minutesAgo: number) => anOrder({ queryId, createdAt: now - minutesAgo * 60_000 });

describe('justPlacedOrder', () => {
  it.each([
    ['the newest of several recent orders', [placed('a', 10), placed('b', 1), placed('c', 5)], 'b'],
    ['an order exactly 30 minutes old', [placed('a', 30)], 'a'],
    ['an order placed this very instant', [placed('a', 0)], 'a'],
    ['no order when the newest is 31 minutes old', [placed('a', 31), placed('b', 45)], null],
    ['no order from an empty list', [], null],
    ['no order created after now (a clock ahead of the server)', [placed('a', -5)], null],
  ])('finds %s', (_case, orders, expected) => {
    expect(justPlacedOrder(orders, now)?.queryId ?? null).toBe(expected);
  });
});
