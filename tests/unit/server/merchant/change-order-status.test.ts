import type { RealtimeEvent } from '@/contract/realtime/realtime-event.contract';
import type { KnownOrderStatus } from '@/domain/orders/order-status';
import { changeOrderStatus } from '@/server/merchant/change-order-status';
import type { MerchantOrderRecord, MerchantOrderStore } from '@/server/merchant/store/merchant-order-repository';
import type { StaffMember } from '@/server/merchant/store/staff-session-store';
import { invoiceRow, member, now } from './order-in-memory';

/** One order in memory; `interloper` is a status another change writes between this change's read and write. */
function fakeStore(status: KnownOrderStatus, interloper?: KnownOrderStatus) {
  let current = status;
  const writes: { from: KnownOrderStatus; to: KnownOrderStatus; at: Date; readyAt?: Date }[] = [];
  const record = (): MerchantOrderRecord => ({
    invoice: invoiceRow(current),
    items: [],
    customerName: null,
    customerPhone: null,
    customerQueryId: 'usr_customer',
  });
  const store: MerchantOrderStore = {
    pageOf: () => Promise.resolve({ records: [record()], total: 1 }),
    findOfStore: (companyId, queryId) => Promise.resolve(companyId === 7 && queryId === 'inv_1' ? record() : null),
    changeStatus(_id, from, to, at, readyAt) {
      if (interloper !== undefined) current = interloper;
      if (current !== from) return Promise.resolve(false);
      current = to;
      writes.push(readyAt === undefined ? { from, to, at } : { from, to, at, readyAt });
      return Promise.resolve(true);
    },
    // Status changes write the estimate with the status, never on its own.
    setReadyAt: () => Promise.reject(new Error('not part of a status change')),
    // Status changes never record cash.
    markCashReceived: () => Promise.reject(new Error('not part of a status change')),
  };
  return { store, writes };
}

function contextWith(store: MerchantOrderStore) {
  const events: { user: string; event: RealtimeEvent }[] = [];
  return {
    events,
    context: {
      clock: () => now,
      orders: store,
      log: { info: () => undefined },
      onStatusChanged: (user: string, event: RealtimeEvent) => events.push({ user, event }),
    },
  };
}

describe('changeOrderStatus', () => {
  it('writes an allowed change at the clock\u2019s time and tells the customer', async () => {
    const { store, writes } = fakeStore('order_pending');
    const { context, events } = contextWith(store);
    const result = await changeOrderStatus(context, member, 'inv_1', 'order_confirmed');
    expect(result.outcome).toBe('changed');
    expect(writes).toEqual([{ from: 'order_pending', to: 'order_confirmed', at: new Date(now) }]);
    expect(events).toEqual([
      {
        user: 'usr_customer',
        event: {
          type: 'SSE_ORDER_STATUS_CHANGED',
          status: 'order_confirmed',
          invoiceQueryId: 'inv_1',
          merchantQueryId: 'sataman-helmi',
        },
      },
    ]);
  });

  it('confirms with the staff\u2019s estimate counted from the server\u2019s clock, and tells the customer when', async () => {
    const { store, writes } = fakeStore('order_pending');
    const { context, events } = contextWith(store);
    await changeOrderStatus(context, member, 'inv_1', 'order_confirmed', 20);
    const readyAt = new Date(now + 20 * 60_000);
    expect(writes).toEqual([{ from: 'order_pending', to: 'order_confirmed', at: new Date(now), readyAt }]);
    expect(events[0]?.event.ready_by).toBe('2026-11-21T10:20:00.000Z');
  });

  it('keeps no estimate with a step other than the confirmation', async () => {
    const { store, writes } = fakeStore('order_confirmed');
    const { context, events } = contextWith(store);
    await changeOrderStatus(context, member, 'inv_1', 'order_dispatched', 20);
    expect(writes).toEqual([{ from: 'order_confirmed', to: 'order_dispatched', at: new Date(now) }]);
    expect(events[0]?.event.ready_by).toBeUndefined();
  });

  it.each([
    ['order_pending', 'order_delivered', 'TRANSITION_NOT_ALLOWED'],
    ['order_confirmed', 'order_confirmed', 'SAME_STATUS'],
    ['order_delivered', 'order_cancelled', 'ORDER_CLOSED'],
  ] as const)('refuses %s \u2192 %s as %s without writing or telling', async (from, to, code) => {
    const { store, writes } = fakeStore(from);
    const { context, events } = contextWith(store);
    expect(await changeOrderStatus(context, member, 'inv_1', to)).toEqual({ outcome: 'refused', code, current: from });
    expect(writes).toEqual([]);
    expect(events).toEqual([]);
  });

  it('refuses as STATUS_CHANGED when another change wrote first, and tells nobody', async () => {
    const { store, writes } = fakeStore('order_pending', 'order_cancelled');
    const { context, events } = contextWith(store);
    expect(await changeOrderStatus(context, member, 'inv_1', 'order_confirmed')).toEqual({
      outcome: 'refused',
      code: 'STATUS_CHANGED',
      current: 'order_cancelled',
    });
    expect(writes).toEqual([]);
    expect(events).toEqual([]);
  });

  it('finds nothing of another store', async () => {
    const { store } = fakeStore('order_pending');
    const { context, events } = contextWith(store);
    const stranger: StaffMember = { ...member, companyId: 8, companyQueryId: 'kallion-keittio' };
    expect(await changeOrderStatus(context, stranger, 'inv_1', 'order_confirmed')).toEqual({ outcome: 'not_found' });
    expect(events).toEqual([]);
  });
});
