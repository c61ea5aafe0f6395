import { buildContainer, resolverFor } from '@/app/container';
import { portTokens, useCaseTokens } from '@/application/tokens';
import { parseStorefrontConfig } from '@/config/parse-config';
import { HttpOrderHistory } from '@/infrastructure/api/http-order-history';
import { HttpOrderProducts } from '@/infrastructure/api/http-order-products';
import { HttpOrderReceiptMailer } from '@/infrastructure/api/http-order-receipt-mailer';
import { EventStreamOrderUpdates } from '@/infrastructure/realtime/event-stream-order-updates';

function config() {
  const parsed = parseStorefrontConfig({});
  if (!parsed.ok) throw new Error('the empty configuration must be valid');
  return parsed.config;
}

describe('the composition root binds order tracking, history and re-order', () => {
  it('resolves every order use case', () => {
    const resolver = resolverFor(buildContainer(config()));
    expect(typeof resolver.resolve(useCaseTokens.listOrders)).toBe('function');
    expect(typeof resolver.resolve(useCaseTokens.showOrderDetail)).toBe('function');
    expect(typeof resolver.resolve(useCaseTokens.sendReceiptEmail)).toBe('function');
    expect(typeof resolver.resolve(useCaseTokens.watchCountdown)).toBe('function');
    expect(typeof resolver.resolve(useCaseTokens.reOrder)).toBe('function');
    expect(typeof resolver.resolve(useCaseTokens.trackOrder).followUpdates).toBe('function');
  });

  afterEach(() => jest.restoreAllMocks());

  it('serves the order ports with the HTTP adapters, loaded on their first call, and one event stream', async () => {
    const page = { orders: [], page: 1, totalPages: 0 };
    const listOrders = jest.spyOn(HttpOrderHistory.prototype, 'listOrders').mockResolvedValue(page as never);
    const productsOfOrder = jest.spyOn(HttpOrderProducts.prototype, 'productsOfOrder').mockResolvedValue([]);
    const send = jest.spyOn(HttpOrderReceiptMailer.prototype, 'send').mockResolvedValue(undefined);
    const container = buildContainer(config());
    const resolver = resolverFor(container);
    const history = resolver.resolve(portTokens.orderHistory);
    expect(container.get(portTokens.orderDetails)).toBe(history);
    const query = { tab: 'active', page: 1 };
    await expect(history.listOrders(query as never)).resolves.toBe(page);
    await expect(resolver.resolve(portTokens.orderProducts).productsOfOrder('inv-1')).resolves.toEqual([]);
    const email = { invoiceQueryId: 'inv-1', email: 'a@b.fi' };
    await resolver.resolve(portTokens.receiptMailer).send(email as never);
    expect(listOrders).toHaveBeenCalledWith(query);
    expect(productsOfOrder).toHaveBeenCalledWith('inv-1');
    expect(send).toHaveBeenCalledWith(email);
    const stream = resolver.resolve(portTokens.orderUpdates);
    expect(container.get(portTokens.orderUpdates)).toBe(stream);
    expect(container.get(useCaseTokens.orderUpdates)).toBe(stream);
  });

  it('opens the one event stream once its code has loaded, and not if stopped before', async () => {
    const stop = jest.fn();
    const subscribe = jest.spyOn(EventStreamOrderUpdates.prototype, 'subscribe').mockReturnValue(stop);
    const updates = resolverFor(buildContainer(config())).resolve(portTokens.orderUpdates);
    const listener = jest.fn();
    const stopBeforeLoad = updates.subscribe(jest.fn());
    stopBeforeLoad();
    const stopListening = updates.subscribe(listener);
    await new Promise((settle) => setTimeout(settle, 0));
    expect(subscribe.mock.calls).toEqual([[listener]]);
    stopListening();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('follows live updates through the tracking use case once the stream is there', async () => {
    const stop = jest.fn();
    const subscribe = jest.spyOn(EventStreamOrderUpdates.prototype, 'subscribe').mockReturnValue(stop);
    const resolver = resolverFor(buildContainer(config()));
    const tracked = { read: () => ({ currentOrder: null, activeOrders: null }), write: jest.fn() };
    const stopFollowing = resolver.resolve(useCaseTokens.trackOrder).followUpdates(tracked);
    await new Promise((settle) => setTimeout(settle, 0));
    expect(subscribe).toHaveBeenCalledTimes(1);
    stopFollowing();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
