import { setReadyBy } from '@/server/merchant/set-ready-by';
import { member, orderInMemory } from './order-in-memory';

describe('setReadyBy', () => {
  it('counts the minutes from the server\u2019s clock and tells the customer the new instant', async () => {
    const { context, writes, customerEvents } = orderInMemory('order_confirmed');
    const result = await setReadyBy(context, member, 'inv_1', 25);
    expect(result.outcome === 'set' && result.record.invoice.readyAt).toEqual(new Date('2026-11-21T10:25:00.000Z'));
    expect(writes).toEqual(['ready at 2026-11-21T10:25:00.000Z']);
    expect(customerEvents).toEqual([
      {
        type: 'SSE_READY_BY_CHANGED',
        status: 'order_confirmed',
        invoiceQueryId: 'inv_1',
        merchantQueryId: 'sataman-helmi',
        ready_by: '2026-11-21T10:25:00.000Z',
      },
    ]);
  });

  it('refuses an order not confirmed as NOT_CONFIRMED with its status, telling nobody', async () => {
    const { context, writes, customerEvents } = orderInMemory('order_pending');
    expect(await setReadyBy(context, member, 'inv_1', 25)).toEqual({
      outcome: 'refused',
      code: 'NOT_CONFIRMED',
      current: 'order_pending',
    });
    expect(writes).toEqual([]);
    expect(customerEvents).toEqual([]);
  });

  it('refuses with the status another change wrote between the read and the write', async () => {
    const { context, customerEvents } = orderInMemory('order_confirmed', 'CASH', 'order_dispatched');
    expect(await setReadyBy(context, member, 'inv_1', 25)).toEqual({
      outcome: 'refused',
      code: 'NOT_CONFIRMED',
      current: 'order_dispatched',
    });
    expect(customerEvents).toEqual([]);
  });

  it('finds nothing of another store', async () => {
    const { context, writes } = orderInMemory('order_confirmed');
    expect(await setReadyBy(context, { ...member, companyId: 8 }, 'inv_1', 25)).toEqual({ outcome: 'not_found' });
    expect(writes).toEqual([]);
  });
});
