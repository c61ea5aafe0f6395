import { createStoreOrderUseCases } from '@/application/merchant-console/store-orders.use-cases';
import type { StoreOrderStreamListener } from '@/application/ports/store-order-stream.port';
import { InMemoryMerchantConsole, storeOrder } from '../../../support/fakes/in-memory-merchant-console';

function ordersOver(...orders: Parameters<typeof storeOrder>[0][]) {
  const service = new InMemoryMerchantConsole();
  service.add(...orders.map(storeOrder));
  return { service, ...createStoreOrderUseCases({ gateway: service, stream: service }) };
}

describe('the store\u2019s orders', () => {
  it('are listed as the service answers them', async () => {
    const { listStoreOrders } = ordersOver({ queryId: 'a1' }, { queryId: 'b2', status: 'order_confirmed' });
    expect((await listStoreOrders()).map((order) => [order.queryId, order.status])).toEqual([
      ['a1', 'order_pending'],
      ['b2', 'order_confirmed'],
    ]);
  });

  it('are shown one at a time, the one asked for', async () => {
    const { showStoreOrder } = ordersOver({ queryId: 'a1' }, { queryId: 'b2', customerName: 'Eero' });
    await expect(showStoreOrder('b2')).resolves.toMatchObject({ queryId: 'b2', customerName: 'Eero' });
  });
});

describe('moving an order', () => {
  it('asks the service for the chosen order and status, and answers the order moved', async () => {
    const { service, moveOrder } = ordersOver({ queryId: 'a1' }, { queryId: 'b2' });
    const outcome = await moveOrder('b2', 'order_confirmed');
    expect(outcome).toEqual({ ok: true, order: expect.objectContaining({ queryId: 'b2', status: 'order_confirmed' }) });
    expect(service.statusChanges).toEqual([{ invoiceQueryId: 'b2', to: 'order_confirmed' }]);
  });

  it('answers the refusal with the order read again, as another device left it', async () => {
    const { service, moveOrder } = ordersOver({ queryId: 'a1' });
    service.loseRaceTo('order_cancelled');
    await expect(moveOrder('a1', 'order_confirmed')).resolves.toEqual({
      ok: false,
      reason: 'STATUS_CHANGED',
      order: expect.objectContaining({ queryId: 'a1', status: 'order_cancelled', nextStatuses: [] }),
    });
  });
});

describe('recording an order\u2019s cash', () => {
  it('answers the order now paid', async () => {
    const { service, recordCashReceived } = ordersOver({ queryId: 'a1' }, { queryId: 'b2' });
    await expect(recordCashReceived('b2')).resolves.toEqual({
      ok: true,
      order: expect.objectContaining({ queryId: 'b2', paid: true }),
    });
    expect(service.cashReceipts).toEqual(['b2']);
  });

  it('answers the refusal of a card order with the order read again, still unpaid', async () => {
    const { recordCashReceived } = ordersOver({ queryId: 'c3', paymentType: 'CARD' });
    await expect(recordCashReceived('c3')).resolves.toEqual({
      ok: false,
      reason: 'NOT_CASH',
      order: expect.objectContaining({ queryId: 'c3', paid: false }),
    });
  });
});

describe('following the store\u2019s orders', () => {
  it('tells the listener of each order placed until it stops following', async () => {
    const { service, followStoreOrders } = ordersOver();
    const heard: string[] = [];
    const listener: StoreOrderStreamListener = {
      onOrderEvent: (invoiceQueryId) => heard.push(invoiceQueryId),
      onConnection: () => undefined,
      onSessionEnded: () => undefined,
    };
    const stop = followStoreOrders(listener);
    service.arrive(storeOrder({ queryId: 'n1' }));
    stop();
    service.arrive(storeOrder({ queryId: 'n2' }));
    expect(heard).toEqual(['n1']);
    expect(service.following).toBe(0);
  });
});
