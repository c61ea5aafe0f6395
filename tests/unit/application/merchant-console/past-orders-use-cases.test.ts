import { createFindPastOrders } from '@/application/merchant-console/past-orders.use-cases';
import { InMemoryMerchantConsole, storeOrder } from '../../../support/fakes/in-memory-merchant-console';

function searchOver() {
  const gateway = new InMemoryMerchantConsole();
  gateway.add(storeOrder({ queryId: 'k7q2' }), storeOrder({ queryId: 'm3p9' }));
  return { gateway, findPastOrders: createFindPastOrders({ gateway }) };
}

describe('finding past orders', () => {
  it('sends the search as the rule reads it, with the page asked for, and answers the page found', async () => {
    const { gateway, findPastOrders } = searchOver();
    const outcome = await findPastOrders({ code: ' #k7q2 ', phone: '', date: '' }, 1);
    expect(gateway.pastSearches).toEqual([{ search: { code: 'K7Q2' }, page: 1 }]);
    expect(outcome).toEqual({
      ok: true,
      found: { orders: [expect.objectContaining({ queryId: 'k7q2' })], page: 1, pages: 1, total: 1 },
    });
  });

  it('sends nothing the rule refuses, and answers its problems', async () => {
    const { gateway, findPastOrders } = searchOver();
    await expect(findPastOrders({ code: 'K7-Q2', phone: '12', date: '' }, 1)).resolves.toEqual({
      ok: false,
      problems: { code: 'NOT_A_CODE', phone: 'NOT_A_PHONE' },
    });
    expect(gateway.pastSearches).toEqual([]);
  });
});
