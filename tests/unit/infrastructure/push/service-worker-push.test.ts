import { parsePushMessage } from '@/infrastructure/push/browser-push-messages';
import { pageShowing, receivedPush } from '@/infrastructure/push/service-worker-push';

const serverPush = {
  kind: 'order',
  orderId: 'inv-7',
  merchantId: 'sataman-helmi',
  status: 'order_dispatched',
  title: 'Tilauksesi',
  body: 'Tilauksesi on matkalla.',
};

describe('receivedPush of an order', () => {
  it("shows the server's words as they are and opens the order's page on a click", () => {
    const push = receivedPush(JSON.stringify(serverPush));
    expect(push).toMatchObject({
      title: 'Tilauksesi',
      body: 'Tilauksesi on matkalla.',
      url: '/checkout/payment-success/inv-7',
      tag: 'order:inv-7',
    });
  });

  it('posts the page a message its live order updates apply without reading the order', () => {
    const push = receivedPush(JSON.stringify(serverPush));
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
    ['another kind of push', JSON.stringify({ ...serverPush, kind: 'promotion' })],
    ['a ride push without its ride', JSON.stringify({ ...serverPush, kind: 'ride' })],
    ['a push without its order', JSON.stringify({ ...serverPush, orderId: '' })],
  ])('shows nothing for %s', (_case, text) => {
    expect(receivedPush(text)).toBeNull();
  });
});

describe('receivedPush of a ride', () => {
  const ridePush = {
    kind: 'ride',
    rideId: 'ride 7/b',
    status: 'rider_assigned',
    title: 'Kyytisi',
    body: 'Kuljettaja on tulossa kyytiisi.',
  };

  it("shows the server's words and opens the ride's page on a click, one notification per ride", () => {
    expect(receivedPush(JSON.stringify(ridePush))).toMatchObject({
      title: 'Kyytisi',
      body: 'Kuljettaja on tulossa kyytiisi.',
      url: '/transport/confirm-booking/ride%207%2Fb',
      tag: 'ride:ride 7/b',
    });
  });

  it("posts the page a ride's message, which no order's listener takes for its own", () => {
    const message = parsePushMessage(receivedPush(JSON.stringify(ridePush))?.message);
    expect(message).toMatchObject({ moduleCode: 'ZAPP_GO', moduleType: 'ride_status_changed', queryId: 'ride 7/b' });
  });

  it.each([
    ['a status no ride has', { ...ridePush, status: 'order_dispatched' }],
    ['no ride', { ...ridePush, rideId: '' }],
  ])('shows nothing for %s', (_case, push) => {
    expect(receivedPush(JSON.stringify(push))).toBeNull();
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
