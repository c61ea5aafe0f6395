import { recordCashReceived } from '@/server/merchant/record-cash-received';
import { member, now, orderInMemory } from './order-in-memory';

describe('recordCashReceived', () => {
  it('marks a cash order paid at the clock\u2019s time and tells the store\u2019s devices, not the customer', async () => {
    const { context, writes, customerEvents, storeEvents } = orderInMemory('order_confirmed');
    const result = await recordCashReceived(context, member, 'inv_1');
    expect(result.outcome === 'recorded' && result.record.invoice.paidAt).toEqual(new Date(now));
    expect(writes).toEqual(['cash at 2026-11-21T10:00:00.000Z']);
    expect(storeEvents).toEqual([
      {
        type: 'SSE_CASH_RECEIVED',
        status: 'order_confirmed',
        invoiceQueryId: 'inv_1',
        merchantQueryId: 'sataman-helmi',
      },
    ]);
    expect(customerEvents).toEqual([]);
  });

  it('records a second time as done, telling nobody again', async () => {
    const { context, writes, storeEvents } = orderInMemory('order_confirmed');
    await recordCashReceived(context, member, 'inv_1');
    expect((await recordCashReceived(context, member, 'inv_1')).outcome).toBe('recorded');
    expect(writes).toHaveLength(1);
    expect(storeEvents).toHaveLength(1);
  });

  it.each([
    ['STRIPE', 'order_confirmed', 'NOT_CASH'],
    ['CASH', 'order_cancelled', 'ORDER_CANCELLED'],
  ] as const)('refuses a %s order in %s as %s, writing nothing', async (method, status, code) => {
    const { context, writes, storeEvents } = orderInMemory(status, method);
    expect(await recordCashReceived(context, member, 'inv_1')).toEqual({ outcome: 'refused', code, current: status });
    expect(writes).toEqual([]);
    expect(storeEvents).toEqual([]);
  });

  it('finds nothing of another store', async () => {
    const { context, writes } = orderInMemory('order_confirmed');
    const stranger = { ...member, companyId: 8 };
    expect(await recordCashReceived(context, stranger, 'inv_1')).toEqual({ outcome: 'not_found' });
    expect(writes).toEqual([]);
  });
});
