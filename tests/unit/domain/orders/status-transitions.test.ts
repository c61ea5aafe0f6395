import fc from 'fast-check';
import { knownOrderStatuses, type KnownOrderStatus } from '@/domain/orders/order-status';
import {
  allowedNextStatuses,
  canChangeOrderStatus,
  checkOrderStatusChange,
  isFinalOrderStatus,
} from '@/domain/orders/status-transitions';

const allowed: readonly (readonly [KnownOrderStatus, KnownOrderStatus])[] = [
  ['order_pending', 'order_confirmed'],
  ['order_confirmed', 'order_dispatched'],
  ['order_dispatched', 'order_delivered'],
  ['order_pending', 'order_cancelled'],
  ['order_confirmed', 'order_cancelled'],
  ['order_dispatched', 'order_cancelled'],
];

const isAllowed = (from: KnownOrderStatus, to: KnownOrderStatus) =>
  allowed.some(([allowedFrom, allowedTo]) => allowedFrom === from && allowedTo === to);

describe('canChangeOrderStatus', () => {
  const everyPair = knownOrderStatuses.flatMap((from) => knownOrderStatuses.map((to) => [from, to] as const));

  it.each(everyPair)('%s → %s is allowed only when the rule lists it', (from, to) => {
    expect(canChangeOrderStatus(from, to)).toBe(isAllowed(from, to));
  });

  it('allows exactly six moves of the 25 pairs', () => {
    expect(everyPair.filter(([from, to]) => canChangeOrderStatus(from, to))).toHaveLength(6);
  });
});

describe('allowedNextStatuses', () => {
  it.each([
    ['order_pending', ['order_confirmed', 'order_cancelled']],
    ['order_confirmed', ['order_dispatched', 'order_cancelled']],
    ['order_dispatched', ['order_delivered', 'order_cancelled']],
    ['order_delivered', []],
    ['order_cancelled', []],
  ] as const)('from %s: %p', (from, next) => {
    expect(allowedNextStatuses(from)).toEqual(next);
  });
});

describe('isFinalOrderStatus', () => {
  it.each([
    ['order_pending', false],
    ['order_confirmed', false],
    ['order_dispatched', false],
    ['order_delivered', true],
    ['order_cancelled', true],
  ] as const)('%s final: %p', (status, final) => {
    expect(isFinalOrderStatus(status)).toBe(final);
  });
});

describe('checkOrderStatusChange', () => {
  it.each([
    ['order_pending', 'order_confirmed', { ok: true }],
    ['order_pending', 'order_pending', { ok: false, reason: 'SAME_STATUS' }],
    ['order_delivered', 'order_cancelled', { ok: false, reason: 'ORDER_CLOSED' }],
    ['order_cancelled', 'order_pending', { ok: false, reason: 'ORDER_CLOSED' }],
    ['order_pending', 'order_dispatched', { ok: false, reason: 'TRANSITION_NOT_ALLOWED' }],
    ['order_dispatched', 'order_confirmed', { ok: false, reason: 'TRANSITION_NOT_ALLOWED' }],
    ['order_confirmed', 'order_pending', { ok: false, reason: 'TRANSITION_NOT_ALLOWED' }],
  ] as const)('%s → %s gives %p', (from, to, expected) => {
    expect(checkOrderStatusChange(from, to)).toEqual(expected);
  });

  it('never lets an order go back to an earlier step', () => {
    const status = fc.constantFrom(...knownOrderStatuses);
    fc.assert(
      fc.property(status, status, (from, to) => {
        const forward = knownOrderStatuses.indexOf(to) > knownOrderStatuses.indexOf(from);
        if (checkOrderStatusChange(from, to).ok) expect(forward).toBe(true);
      }),
    );
  });
});
