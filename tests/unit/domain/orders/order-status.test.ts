import fc from 'fast-check';
import { knownOrderStatuses, orderTabOf, parseOrderStatus, type OrderStatus } from '@/domain/orders/order-status';

describe('parseOrderStatus', () => {
  it.each(knownOrderStatuses.map((status) => [status]))('knows %s', (status) => {
    expect(parseOrderStatus(status)).toBe(status);
  });

  it.each([['order_on_hold'], ['ORDER_PENDING'], [' order_pending'], [''], ['unknown'], ['pending']])(
    'reads %j as unknown',
    (raw) => {
      expect(parseOrderStatus(raw)).toBe('unknown');
    },
  );

  it('never throws and always yields a status the screens can name', () => {
    const statuses: readonly OrderStatus[] = [...knownOrderStatuses, 'unknown'];
    fc.assert(fc.property(fc.string(), (raw) => statuses.includes(parseOrderStatus(raw))));
  });
});

describe('orderTabOf', () => {
  it.each([
    ['order_pending', 'active'],
    ['order_confirmed', 'active'],
    ['order_dispatched', 'active'],
    ['order_delivered', 'past'],
    ['order_cancelled', 'cancelled'],
    ['unknown', 'active'],
  ] as const)('%s belongs in %s', (status, tab) => {
    expect(orderTabOf(status)).toBe(tab);
  });
});
