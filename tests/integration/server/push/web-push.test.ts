import { createPublicKey, verify } from 'node:crypto';
import { pushPublicKeyResponseSchema } from '@/contract/push/push-subscription.contract';
import { detailFields, type AccountsServer } from '../accounts/accounts-client';
import { helmiSoup, helmiStaff, setStatus, staffToken } from '../merchant/merchant-client';
import { guestSession, newInvoice, placeOrder, type Session } from '../orders/orders-client';
import { startOrdersServer } from '../orders/orders-server';
import { PushServiceStandIn, type ReceivedPush } from './push-service-stand-in';

// Issue 29, part 1: the server pushes each order status change to the customer's subscribed browsers.
let api: AccountsServer;
const pushService = new PushServiceStandIn();

beforeAll(async () => {
  await pushService.start();
  api = await startOrdersServer();
});

afterAll(async () => {
  await api?.stop();
  await pushService.stop();
});

const subscribe = (session: Session, body: unknown, language = 'en') =>
  api.call('POST', '/api/v1/push/subscription', { token: session.token, body, language });

async function placedOrder(session: Session): Promise<string> {
  const invoice = await newInvoice(api, session, 'sataman-helmi', [{ product: helmiSoup, quantity: 2 }]);
  const answer = await placeOrder(api, session, invoice.query_id);
  if (answer.status !== 200) throw new Error(`Place order failed: ${JSON.stringify(answer.body)}`);
  return invoice.query_id;
}

async function moveTo(queryId: string, status: string): Promise<void> {
  const answer = await setStatus(api, await staffToken(api, helmiStaff), queryId, status);
  expect(answer.status).toBe(200);
}

/** The VAPID header's JWT, checked against the server's public key as a push service checks it. */
function vapidClaims(push: ReceivedPush, publicKey: string): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([^,]+), k=(\S+)$/.exec(push.headers.authorization ?? '');
  expect(match?.[2]).toBe(publicKey);
  const [header = '', claims = '', signature = ''] = (match?.[1] ?? '').split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed).toBe(true);
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string };
}

describe('Web Push of order status changes', () => {
  it('pushes a status change to the customer\u2019s subscription, encrypted, signed with VAPID, in their language', async () => {
    const { public_key: publicKey } = pushPublicKeyResponseSchema.parse(
      (await api.call('GET', '/api/v1/push/public_key')).body,
    );
    const guest = await guestSession(api, 'push-delivered');
    const browser = pushService.subscription('/push/finnish');
    expect((await subscribe(guest, browser.json, 'fi-FI,fi;q=0.9')).status).toBe(200);
    const order = await placedOrder(guest);

    await moveTo(order, 'order_confirmed');
    // Placing the order was its first change (order_pending).
    const [placed, push] = await pushService.pushesAt('/push/finnish', 2);

    expect(placed?.payload).toMatchObject({ status: 'order_pending', body: 'Tilauksesi on vastaanotettu.' });

    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push?.headers.ttl)).toBeGreaterThan(0);
    const claims = vapidClaims(push!, publicKey);
    expect(new URL(browser.json.endpoint).origin).toBe(claims.aud);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(push?.payload).toEqual({
      kind: 'order',
      orderId: order,
      merchantId: expect.any(String) as unknown,
      status: 'order_confirmed',
      title: 'Tilauksesi',
      body: 'Tilauksesi on vahvistettu.',
    });
  });

  it('drops a subscription the push service answers 410 for, and keeps pushing to the others', async () => {
    const guest = await guestSession(api, 'push-gone');
    expect((await subscribe(guest, pushService.subscription('/push/gone', 410).json)).status).toBe(200);
    expect((await subscribe(guest, pushService.subscription('/push/kept').json)).status).toBe(200);
    const order = await placedOrder(guest);

    await pushService.pushesAt('/push/kept', 1);
    await moveTo(order, 'order_confirmed');
    await moveTo(order, 'order_dispatched');
    // A customer's pushes go out one change after another: the third reached the kept browser only after the
    // second was sent to every subscription the customer still had.
    const kept = await pushService.pushesAt('/push/kept', 3);

    expect(kept.map((push) => (push.payload as { status: string }).status)).toEqual([
      'order_pending',
      'order_confirmed',
      'order_dispatched',
    ]);
    expect(pushService.countAt('/push/gone')).toBe(1);
  });

  it('never sends one customer\u2019s order to another customer\u2019s browser', async () => {
    const watcher = await guestSession(api, 'push-watcher');
    const customer = await guestSession(api, 'push-customer');
    expect((await subscribe(watcher, pushService.subscription('/push/watcher').json)).status).toBe(200);
    expect((await subscribe(customer, pushService.subscription('/push/customer').json)).status).toBe(200);
    const order = await placedOrder(customer);

    await moveTo(order, 'order_confirmed');
    await moveTo(order, 'order_cancelled');
    await pushService.pushesAt('/push/customer', 3);

    expect(pushService.countAt('/push/watcher')).toBe(0);
  });

  it('moves a browser to the user who subscribes it last', async () => {
    const before = await guestSession(api, 'push-before');
    const after = await guestSession(api, 'push-after');
    const browser = pushService.subscription('/push/shared');
    expect((await subscribe(before, browser.json)).status).toBe(200);
    expect((await subscribe(after, browser.json)).status).toBe(200);
    const earlier = await placedOrder(before);
    const later = await placedOrder(after);

    await moveTo(earlier, 'order_confirmed');
    await moveTo(later, 'order_confirmed');
    await moveTo(later, 'order_dispatched');
    const pushes = await pushService.pushesAt('/push/shared', 3);

    expect(pushes.map((push) => (push.payload as { orderId: string }).orderId)).toEqual([later, later, later]);
  });
});

describe('POST /api/v1/push/subscription', () => {
  it('refuses a bad subscription with 400 naming its field', async () => {
    const guest = await guestSession(api, 'push-bad-bodies');
    const good = pushService.subscription('/push/bad-bodies').json;
    const cases: [unknown, string][] = [
      [{ ...good, endpoint: 'ftp://push.example/abc' }, 'endpoint'],
      [{ ...good, endpoint: `https://push.example/${'a'.repeat(2100)}` }, 'endpoint'],
      [{ endpoint: good.endpoint }, 'keys'],
      [{ ...good, keys: { ...good.keys, p256dh: 'not base64url!' } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, auth: 'A'.repeat(300) } }, 'keys.auth'],
    ];
    for (const [body, field] of cases) {
      const answer = await subscribe(guest, body);
      expect({ field, status: answer.status }).toEqual({ field, status: 400 });
      expect(detailFields(answer.body)).toContain(field);
    }
  });

  it('answers 401 without a session', async () => {
    const answer = await api.call('POST', '/api/v1/push/subscription', {
      body: pushService.subscription('/push/no-session').json,
    });
    expect(answer.status).toBe(401);
  });
});
