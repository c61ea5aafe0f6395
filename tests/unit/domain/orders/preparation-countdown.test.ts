import { remainingSeconds } from '@/domain/orders/countdown';
import { preparationEndsAt } from '@/domain/orders/order-summary';
import { preparationDisplay } from '@/domain/orders/preparation-countdown';
import { anOrder } from '../../../support/fakes/order-fixtures';

const placedAtNoon = Date.parse('2026-06-15T12:00:00Z');
const at = (time: string) => Date.parse(`2026-06-15T${time}Z`);

describe('preparationEndsAt', () => {
  it.each([
    [{ days: 0, hours: 0, minutes: 15 }, '2026-06-15T12:15:00Z'],
    [{ days: 0, hours: 1, minutes: 30 }, '2026-06-15T13:30:00Z'],
    [{ days: 1, hours: 0, minutes: 0 }, '2026-06-16T12:00:00Z'],
    [{ days: 0, hours: 0, minutes: 0 }, '2026-06-15T12:00:00Z'],
  ])('preparing for %o ends at %s', (preparationTime, end) => {
    expect(preparationEndsAt({ createdAt: placedAtNoon, preparationTime })).toBe(Date.parse(end));
  });
});

describe('preparationDisplay', () => {
  it.each([
    ['order_pending', true, '12:00:00', { kind: 'COUNTDOWN', remainingSeconds: 900 }],
    ['order_confirmed', true, '12:05:30', { kind: 'COUNTDOWN', remainingSeconds: 570 }],
    ['order_confirmed', true, '12:14:59.200', { kind: 'COUNTDOWN', remainingSeconds: 1 }],
    ['order_confirmed', true, '12:15:00', { kind: 'STATUS_IMAGE' }],
    ['order_confirmed', false, '12:05:00', { kind: 'STATUS_IMAGE' }],
    ['order_dispatched', true, '12:05:00', { kind: 'STATUS_IMAGE' }],
    ['order_delivered', true, '12:05:00', { kind: 'STATUS_IMAGE' }],
    ['order_cancelled', true, '12:05:00', { kind: 'STATUS_IMAGE' }],
    ['unknown', true, '12:05:00', { kind: 'STATUS_IMAGE' }],
  ] as const)('%s with the flag %s at %s shows %o', (status, enabled, time, expected) => {
    // The countdown's reading at that time, as the countdown use case ticks it.
    const left = remainingSeconds(preparationEndsAt(anOrder({ status, createdAt: placedAtNoon })), at(time));
    expect(preparationDisplay(status, enabled, left)).toEqual(expected);
  });

  it('shows the status image until the countdown has its first reading', () => {
    expect(preparationDisplay('order_pending', true, null)).toEqual({ kind: 'STATUS_IMAGE' });
  });
});
