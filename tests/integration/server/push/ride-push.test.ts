import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { rideResponseSchema, type RideDto } from '@/contract/transport/ride.contract';
import { ridePaymentInitResponseSchema } from '@/contract/transport/ride-payment.contract';
import type { AccountsServer } from '../accounts/accounts-client';
import { payingCard, postForm } from '../payments/payments-client';
import {
  book,
  cancelSearch,
  rideBody,
  riderDelayMs,
  rideStatus,
  setServerUtcTime,
  singaporeNoonUtc,
  startTransportServer,
  transportToken,
} from '../transport/transport-client';
import { PushServiceStandIn } from './push-service-stand-in';

// Issue 29, part 1: the server pushes each change of a ride's status to its rider's subscribed browsers.
let api: AccountsServer;
const pushService = new PushServiceStandIn();

beforeAll(async () => {
  await pushService.start();
  api = await startTransportServer();
});

afterAll(async () => {
  await api?.stop();
  await pushService.stop();
});

beforeEach(() => setServerUtcTime(api, singaporeNoonUtc));

const subscribe = (token: string, body: unknown, language = 'en') =>
  api.call('POST', '/api/v1/zapp_go/push_subscription', { bearer: token, body, language });

async function booked(token: string, extra: Parameters<typeof rideBody>[0] = {}): Promise<RideDto> {
  const answer = await book(api, token, rideBody(extra));
  expect(answer.status).toBe(200);
  return rideResponseSchema.parse(answer.body).invoice;
}

async function statusOf(token: string, id: string): Promise<RideDto> {
  const answer = await rideStatus(api, token, id);
  expect(answer.status).toBe(200);
  return rideResponseSchema.parse(answer.body).invoice;
}

/** The server's clock past the rider delay of a ride booked at the test's noon. */
const afterRiderDelay = () => setServerUtcTime(api, singaporeNoonUtc, Math.ceil(riderDelayMs / 60_000));

describe('Web Push of ride status changes', () => {
  it('pushes the assigned rider to the rider\u2019s browser, encrypted, signed with VAPID, in their language', async () => {
    const token = await transportToken(api, { device: 'push-fi' });
    const browser = pushService.subscription('/rides/finnish');
    const subscribed = await subscribe(token, browser.json, 'fi-FI,fi;q=0.9');
    expect(subscribed.status).toBe(200);
    expect(subscribed.body).toEqual({ message: 'Ilmoitukset kyydeistäsi ovat päällä tässä selaimessa' });
    const ride = await booked(token);

    await afterRiderDelay();
    expect(await statusOf(token, ride.query_id)).toMatchObject({ status: 'rider_assigned' });
    const [push] = await pushService.pushesAt('/rides/finnish', 1);

    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(push?.payload).toEqual({
      kind: 'ride',
      rideId: ride.query_id,
      status: 'rider_assigned',
      title: 'Kyytisi',
      body: 'Kuljettaja on tulossa kyytiisi.',
    });
    // Asked again, the ride has not changed: nothing more is pushed.
    await statusOf(token, ride.query_id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pushService.countAt('/rides/finnish')).toBe(1);
  });

  it('pushes a cancelled search, and a card ride\u2019s payment that starts its search', async () => {
    const token = await transportToken(api, { device: 'push-en' });
    expect((await subscribe(token, pushService.subscription('/rides/english').json)).status).toBe(200);
    const cancelled = await booked(token);
    expect((await cancelSearch(api, token, cancelled.query_id)).status).toBe(200);
    const card = await booked(token, { payment_method: 'STRIPE' });
    const init = await api.call('POST', '/api/v1/zapp_go/ride_payment/init', {
      body: { id: card.query_id },
      bearer: token,
    });
    const intent = ridePaymentInitResponseSchema.parse(init.body);
    const paid = await postForm(api, '/sandbox/ride/checkout', {
      payment_intent: intent.paymentIntentId,
      client_secret: new URL(intent.confirmUrl).hash.replace('#client_secret=', ''),
      action: 'pay',
      ...payingCard,
    });
    expect(paid.status).toBe(303);

    const pushes = await pushService.pushesAt('/rides/english', 2);
    expect(pushes.map((push) => push.payload)).toEqual([
      {
        kind: 'ride',
        rideId: cancelled.query_id,
        status: 'cancelled',
        title: 'Your ride',
        body: 'Your ride was cancelled.',
      },
      {
        kind: 'ride',
        rideId: card.query_id,
        status: 'searching',
        title: 'Your ride',
        body: 'Your ride is paid. A driver is being found for it.',
      },
    ]);
  });

  it('drops a subscription the push service answers 410 for, and never pushes to another rider', async () => {
    const token = await transportToken(api, { device: 'push-gone' });
    const other = await transportToken(api, { device: 'push-other' });
    expect((await subscribe(token, pushService.subscription('/rides/gone', 410).json)).status).toBe(200);
    expect((await subscribe(token, pushService.subscription('/rides/kept').json)).status).toBe(200);
    expect((await subscribe(other, pushService.subscription('/rides/other').json)).status).toBe(200);
    const first = await booked(token);
    const second = await booked(token);

    expect((await cancelSearch(api, token, first.query_id)).status).toBe(200);
    await pushService.pushesAt('/rides/kept', 1);
    expect((await cancelSearch(api, token, second.query_id)).status).toBe(200);
    await pushService.pushesAt('/rides/kept', 2);

    // The gone browser was told once, then dropped before the second change went out.
    expect(pushService.countAt('/rides/gone')).toBe(1);
    expect(pushService.countAt('/rides/other')).toBe(0);
  });

  it('never makes the ride\u2019s change wait for a push service that does not answer', async () => {
    const held: Socket[] = [];
    const silent: Server = createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const token = await transportToken(api, { device: 'push-silent' });
      const endpoint = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/never`;
      const browser = pushService.subscription('/rides/silent');
      expect((await subscribe(token, { ...browser.json, endpoint })).status).toBe(200);
      const ride = await booked(token);

      const started = Date.now();
      expect((await cancelSearch(api, token, ride.query_id)).status).toBe(200);
      // The push waits up to 10 s for its service; the cancel is answered long before.
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(await statusOf(token, ride.query_id)).toMatchObject({ status: 'cancelled' });
      // The push did go out: the silent service holds its connection.
      while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      held.forEach((socket) => socket.destroy());
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('POST /api/v1/zapp_go/push_subscription', () => {
  it('needs a rider\u2019s token: 419 without one', async () => {
    const answer = await api.call('POST', '/api/v1/zapp_go/push_subscription', {
      body: pushService.subscription('/rides/nobody').json,
    });
    expect(answer.status).toBe(419);
  });

  it('refuses a body that is no subscription with 400 naming its field', async () => {
    const token = await transportToken(api, { device: 'push-bad' });
    const good = pushService.subscription('/rides/bad').json;
    const answer = await subscribe(token, { ...good, keys: { ...good.keys, auth: 'short' } });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('auth');
  });
});
