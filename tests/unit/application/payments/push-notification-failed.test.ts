import { createPushNotificationFailed } from '@/application/payments/push-notification-failed.use-case';
import { cartLineFor, cartStoreOf } from '@/domain/cart/cart-line-for-product';
import { cartOf } from '@/domain/cart/cart-changes';
import { noSelection } from '@/domain/cart/selection';
import { aProduct } from '../../../support/cart-fixtures';
import { FixedClock } from '../../../support/fakes/fixed-clock';
import { InMemoryCartRepository } from '../../../support/fakes/in-memory-cart-repository';
import { InMemoryOrderHistory } from '../../../support/fakes/in-memory-order-history';
import { anOrder } from '../../../support/fakes/order-fixtures';
import { RecordingMerchantNotifier } from '../../../support/fakes/recording-merchant-notifier';

const now = Date.parse('2026-06-15T12:00:00Z');
const minutesAgo = (minutes: number) => now - minutes * 60_000;
const latte = aProduct();

function world() {
  const cartRepository = new InMemoryCartRepository(
    cartOf(cartStoreOf(latte.store), [cartLineFor(latte, noSelection, 1)]),
  );
  const notifier = new RecordingMerchantNotifier();
  const orders = new InMemoryOrderHistory();
  const pushNotificationFailed = createPushNotificationFailed({
    cartRepository,
    merchantNotifier: notifier,
    orderHistory: orders,
    clock: new FixedClock(now),
  });
  return { cartRepository, notifier, orders, pushNotificationFailed };
}

describe('PushNotificationFailed', () => {
  it('empties the cart and notifies the merchant (9017) of the order the return address names', async () => {
    const { cartRepository, notifier, orders, pushNotificationFailed } = world();
    orders.put(anOrder({ queryId: 'inv-newer', createdAt: minutesAgo(1) }));
    await pushNotificationFailed({ invoiceQueryId: 'inv-9', merchantQueryId: 'store-aalto' });
    expect(cartRepository.cart.lines).toEqual([]);
    expect(notifier.notifications).toEqual([{ moduleCode: 9017, merchantQueryId: 'store-aalto', queryId: 'inv-9' }]);
    expect(orders.queries).toEqual([]);
  });

  it('notifies the merchant of the order just placed when the address names none', async () => {
    const { cartRepository, notifier, orders, pushNotificationFailed } = world();
    orders.put(anOrder({ queryId: 'inv-earlier', merchantQueryId: 'store-1', createdAt: minutesAgo(20) }));
    orders.put(anOrder({ queryId: 'inv-just-placed', merchantQueryId: 'store-2', createdAt: minutesAgo(2) }));
    await pushNotificationFailed(null);
    expect(cartRepository.cart.lines).toEqual([]);
    expect(orders.queries).toEqual([{ tab: 'active', page: 1, pageSize: 10 }]);
    expect(notifier.notifications).toEqual([
      { moduleCode: 9017, merchantQueryId: 'store-2', queryId: 'inv-just-placed' },
    ]);
  });

  it('announces no order when the newest active one is older than the window (30 minutes)', async () => {
    const { notifier, orders, pushNotificationFailed } = world();
    orders.put(anOrder({ queryId: 'inv-yesterday', createdAt: minutesAgo(31) }));
    await pushNotificationFailed(null);
    expect(notifier.notifications).toEqual([]);
  });

  it('announces no order when the customer has no active order, and still empties the cart', async () => {
    const { cartRepository, notifier, pushNotificationFailed } = world();
    await pushNotificationFailed(null);
    expect(cartRepository.cart.lines).toEqual([]);
    expect(notifier.notifications).toEqual([]);
  });

  it('never stops the customer when the order list cannot be read', async () => {
    const { cartRepository, notifier, orders, pushNotificationFailed } = world();
    orders.listOrders = () => Promise.reject(new Error('server unreachable'));
    await expect(pushNotificationFailed(null)).resolves.toBeUndefined();
    expect(cartRepository.cart.lines).toEqual([]);
    expect(notifier.notifications).toEqual([]);
  });
});
