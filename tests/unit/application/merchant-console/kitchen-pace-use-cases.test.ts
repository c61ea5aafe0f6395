import { createKitchenPaceUseCases } from '@/application/merchant-console/kitchen-pace.use-cases';
import { InMemoryMerchantConsole, storeOrder } from '../../../support/fakes/in-memory-merchant-console';

const minute = 60_000;

function kitchenOver(...orders: Parameters<typeof storeOrder>[0][]) {
  const service = new InMemoryMerchantConsole();
  service.add(...orders.map(storeOrder));
  return { service, ...createKitchenPaceUseCases({ gateway: service, kitchen: service }) };
}

describe('the ready-by estimate', () => {
  it('confirms the chosen order with the minutes given, and answers it confirmed and ready by then', async () => {
    const { service, confirmWithEstimate } = kitchenOver({ queryId: 'a1' }, { queryId: 'b2' });
    await expect(confirmWithEstimate('b2', 20)).resolves.toEqual({
      ok: true,
      order: expect.objectContaining({ queryId: 'b2', status: 'order_confirmed', readyBy: service.now + 20 * minute }),
    });
    expect(service.estimates).toEqual([{ invoiceQueryId: 'b2', minutes: 20 }]);
  });

  it('answers a refused confirmation with the order read again', async () => {
    const { service, confirmWithEstimate } = kitchenOver({ queryId: 'a1' });
    service.loseRaceTo('order_cancelled');
    await expect(confirmWithEstimate('a1', 20)).resolves.toEqual({
      ok: false,
      reason: 'STATUS_CHANGED',
      order: expect.objectContaining({ queryId: 'a1', status: 'order_cancelled' }),
    });
  });

  it('changes a confirmed order\u2019s estimate to the minutes given', async () => {
    const { service, changeReadyBy } = kitchenOver({ queryId: 'a1', status: 'order_confirmed' });
    await expect(changeReadyBy('a1', 35)).resolves.toEqual({
      ok: true,
      order: expect.objectContaining({ queryId: 'a1', readyBy: service.now + 35 * minute }),
    });
    expect(service.estimates).toEqual([{ invoiceQueryId: 'a1', minutes: 35 }]);
  });

  it('answers the refusal of a new estimate for an order no longer in the kitchen, with the order read again', async () => {
    const { changeReadyBy } = kitchenOver({ queryId: 'a1', status: 'order_dispatched' });
    await expect(changeReadyBy('a1', 35)).resolves.toEqual({
      ok: false,
      reason: 'NOT_CONFIRMED',
      order: expect.objectContaining({ queryId: 'a1', status: 'order_dispatched' }),
    });
  });
});

describe('the store\u2019s intake of new orders', () => {
  it('is shown as the service keeps it', async () => {
    const { service, showOrderIntake } = kitchenOver();
    service.intake = { pausedUntil: null, pausedUntilResumed: false, capPerQuarterHour: 6, hold: null };
    await expect(showOrderIntake()).resolves.toEqual(service.intake);
  });

  it('pauses for the minutes given, or until resumed', async () => {
    const { service, pauseOrders } = kitchenOver();
    await expect(pauseOrders(30)).resolves.toMatchObject({ pausedUntil: service.now + 30 * minute });
    await expect(pauseOrders(null)).resolves.toMatchObject({ pausedUntil: null, pausedUntilResumed: true });
  });

  it('takes new orders again once resumed', async () => {
    const { resumeOrders, pauseOrders } = kitchenOver();
    await pauseOrders(null);
    await expect(resumeOrders()).resolves.toMatchObject({ pausedUntilResumed: false, hold: null });
  });

  it('caps the orders of any 15 minutes at the number given', async () => {
    const { capOrders } = kitchenOver();
    await expect(capOrders(4)).resolves.toMatchObject({ capPerQuarterHour: 4 });
  });
});
