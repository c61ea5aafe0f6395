import { createFollowBankPayment } from '@/application/payments/follow-bank-payment.use-case';
import { InMemoryOrderUpdates } from '../../../support/fakes/in-memory-order-updates';

const update = (invoiceQueryId: string, status: string, type = 'SSE_ORDER_STATUS_CHANGED') => ({
  type,
  status,
  invoiceQueryId,
  merchantQueryId: 'store-1',
});

function world() {
  const updates = new InMemoryOrderUpdates();
  const paths: string[] = [];
  const stop = createFollowBankPayment({ orderUpdates: updates })({ invoiceQueryId: 'inv-2', tradeTypeId: 4 }, (path) =>
    paths.push(path),
  );
  return { updates, paths, stop };
}

describe('FollowBankPayment', () => {
  it('goes to the confirmation once, at the first status of the bank\u2019s order', () => {
    const { updates, paths } = world();
    updates.send(update('inv-2', 'order_pending'));
    updates.send(update('inv-2', 'order_confirmed'));
    expect(paths).toEqual(['/checkout/payment-success/inv-2?trade_type_id=4']);
  });

  it.each([
    ['another invoice', update('inv-1', 'order_pending')],
    ['a cancelled order', update('inv-2', 'order_cancelled')],
    ['an unknown status', update('inv-2', 'order_teleported')],
    ['a card payment message', update('inv-2', 'SSE_NETS_PAYMENT_SUCCESSFULL', 'SSE_NETS_PAYMENT_SUCCESSFULL')],
  ])('ignores %s', (_case, message) => {
    const { updates, paths } = world();
    updates.send(message);
    expect(paths).toEqual([]);
  });

  it('stops following when told', () => {
    const { updates, paths, stop } = world();
    stop();
    updates.send(update('inv-2', 'order_pending'));
    expect(paths).toEqual([]);
    expect(updates.subscriberCount).toBe(0);
  });
});
