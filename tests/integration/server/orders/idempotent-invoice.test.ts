import { randomUUID } from 'node:crypto';
import { errorBodySchema } from '@/contract/common/error.contract';
import type { AccountsServer, Answer } from '../accounts/accounts-client';
import { guestSession, invoiceOf, invoiceRequest, placeOrder, products, type Session } from './orders-client';
import { startOrdersServer } from './orders-server';

// Issue 29, part 3: an order queued by a browser offline may be sent twice; its Idempotency-Key makes it one order.
let api: AccountsServer;

beforeAll(async () => {
  api = await startOrdersServer();
});

afterAll(() => api?.stop());

const soup = (quantity: number) => invoiceRequest('sataman-helmi', [{ product: products.lohikeitto, quantity }]);

async function createWithKey(session: Session, key: string, body: unknown = soup(2)): Promise<Answer> {
  const response = await fetch(`${api.server.baseUrl}/api/v1/invoices`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-p3-mwallet-session-token': session.token,
      'idempotency-key': key,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** How many orders the customer has placed and not yet received. */
async function activeOrders(session: Session): Promise<number> {
  const answer = await api.call('GET', '/api/v1/users/orders?order_type=active', { token: session.token });
  return (answer.body as { pagination: { total_items: number } }).pagination.total_items;
}

/** Sends the order as a browser's queue does: the invoice with its key, then its placing. */
async function sendQueuedOrder(session: Session, key: string): Promise<string> {
  const created = await createWithKey(session, key);
  expect(created.status).toBe(200);
  const id = invoiceOf(created).query_id;
  expect((await placeOrder(api, session, id)).status).toBe(200);
  return id;
}

describe('POST /api/v1/invoices with an Idempotency-Key', () => {
  it('places one order when the same order is sent twice', async () => {
    const guest = await guestSession(api, 'idempotent-twice');
    const key = randomUUID();

    const first = await sendQueuedOrder(guest, key);
    const second = await sendQueuedOrder(guest, key);

    expect(second).toBe(first);
    expect(await activeOrders(guest)).toBe(1);
  });

  it('makes one invoice of requests with one key arriving at once', async () => {
    const guest = await guestSession(api, 'idempotent-at-once');
    const key = randomUUID();

    const answers = await Promise.all([1, 2, 3, 4].map(() => createWithKey(guest, key)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const ids = new Set(answers.map((answer) => invoiceOf(answer).query_id));
    expect(ids.size).toBe(1);
    const [id = ''] = [...ids];
    const placed = await Promise.all([placeOrder(api, guest, id), placeOrder(api, guest, id)]);
    expect(placed.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await activeOrders(guest)).toBe(1);
  });

  it("keeps another key's order, and another customer's with the same key, apart", async () => {
    const guest = await guestSession(api, 'idempotent-keys');
    const other = await guestSession(api, 'idempotent-other');
    const key = randomUUID();
    const first = await sendQueuedOrder(guest, key);
    expect(await sendQueuedOrder(guest, randomUUID())).not.toBe(first);
    expect(await sendQueuedOrder(other, key)).not.toBe(first);
    expect(await activeOrders(guest)).toBe(2);
    expect(await activeOrders(other)).toBe(1);
  });

  it('judges the order when it arrives: a refused one keeps no claim, so the same key is judged again', async () => {
    const guest = await guestSession(api, 'idempotent-refused');
    const key = randomUUID();
    const refused = await createWithKey(guest, key, invoiceRequest('no-such-store', [{ product: 'x', quantity: 1 }]));
    expect(refused.status).toBe(400);
    const created = await createWithKey(guest, key);
    expect(created.status).toBe(200);
  });

  it.each([['short'], ['has spaces in it'], ['x'.repeat(201)]])(
    'refuses the key %j with 400 naming Idempotency-Key',
    async (key) => {
      const guest = await guestSession(api, 'idempotent-bad-key');
      const answer = await createWithKey(guest, key);
      expect(answer.status).toBe(400);
      const { details = [] } = errorBodySchema.parse(answer.body).error;
      expect(details.map((detail) => detail.field)).toEqual(['Idempotency-Key']);
    },
  );
});
