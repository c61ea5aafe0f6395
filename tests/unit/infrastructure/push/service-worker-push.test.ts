import { parsePushMessage } from '@/infrastructure/push/browser-push-messages';
import { pageShowing, receivedOrderPush } from '@/infrastructure/push/service-worker-push';

const serverPush = {
  kind: 'order',
  orderId: 'inv-7',
  merchantId: 'sataman-helmi',
  status: 'order_dispatched',
  title: 'Tilauksesi',
  body: 'Tilauksesi on matkalla.',
};

describe('receivedOrderPush', () => {
  it("shows the server's words as they are and opens the order's page on a click", () => {
    const push = receivedOrderPush(JSON.stringify(serverPush));
    expect(push).toMatchObject({
      title: 'Tilauksesi',
      body: 'Tilauksesi on matkalla.',
      url: '/checkout/payment-success/inv-7',
      tag: 'order:inv-7',
    });
  });

  it('posts the page a message its live order updates apply without reading the order', () => {
    const push = receivedOrderPush(JSON.stringify(serverPush));
    expect(parsePushMessage(push?.message)).toEqual({
      moduleCode: 'ORDER',
      moduleType: 'SSE_ORDER_STATUS_CHANGED',
      queryId: 'inv-7',
      carried: { status: 'order_dispatched', merchantQueryId: 'sataman-helmi' },
    });
  });

  it.each([
    ['no data', null],
    ['text that is not JSON', 'hello'],
    ['another kind of push', JSON.stringify({ ...serverPush, kind: 'ride' })],
    ['a push without its order', JSON.stringify({ ...serverPush, orderId: '' })],
  ])('shows nothing for %s', (_case, text) => {
    expect(receivedOrderPush(text)).toBeNull();
  });
});

describe('pageShowing', () => {
  const pages = [
    { url: 'https://shop.example/checkout/payment-success/inv-6', id: 'other order' },
    { url: 'https://shop.example/checkout/payment-success/inv-7', id: 'this order' },
  ];

  it('finds the open page of the order by its path, so it is focused rather than opened twice', () => {
    expect(pageShowing(pages, '/checkout/payment-success/inv-7')?.id).toBe('this order');
    expect(pageShowing(pages, '/checkout/payment-success/inv-8')).toBeUndefined();
  });
});
