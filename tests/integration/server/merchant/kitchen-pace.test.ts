import { companyResponseSchema } from '@/contract/catalogue/store-detail.contract';
import { productResponseSchema } from '@/contract/catalogue/products.contract';
import { merchantOrderResponseSchema } from '@/contract/merchant/merchant-order.contract';
import { orderIntakeResponseSchema } from '@/contract/merchant/order-intake.contract';
import { readyByRefusalBodySchema } from '@/contract/merchant/ready-by.contract';
import { invoiceRefusalBodySchema } from '@/contract/orders/invoice-refusal.contract';
import { fetchInvoiceResponseSchema } from '@/contract/orders/place-order.contract';
import type { AccountsServer } from '../accounts/accounts-client';
import { createInvoice, guestSession, invoiceRequest, newInvoice, placeOrder } from '../orders/orders-client';
import { startOrdersServer } from '../orders/orders-server';
import { openStream } from '../realtime/sse-client';
import {
  helmiOwner,
  helmiSoup,
  helmiStaff,
  kallioSoup,
  kallioStaff,
  placedOrder,
  setStatus,
  staffToken,
} from './merchant-client';

// Issue 26, parts 4 and 5: the kitchen gives each confirmed order a ready-by estimate the customer follows live,
// and slows new orders with a pause or a cap per 15 minutes; the server refuses new orders while either holds.
let api: AccountsServer;

const minute = 60_000;
const hour = 60 * minute;

beforeAll(async () => {
  api = await startOrdersServer();
});

afterAll(() => api?.stop());

const soup = [{ product: helmiSoup, quantity: 2 }];

const confirm = (token: string, queryId: string, minutes: number) =>
  api.call('PUT', `/merchant/v1/orders/${queryId}/status`, {
    body: { status: 'order_confirmed', ready_in_minutes: minutes },
    bearer: token,
  });
const setReadyBy = (token: string, queryId: string, body: unknown) =>
  api.call('PUT', `/merchant/v1/orders/${queryId}/ready_by`, { body, bearer: token });
const pause = (token: string, minutes: number | null) =>
  api.call('PUT', '/merchant/v1/store/order_intake/pause', { body: { minutes }, bearer: token });
const resume = (token: string) => api.call('DELETE', '/merchant/v1/store/order_intake/pause', { bearer: token });
const setCap = (token: string, orders: number) =>
  api.call('PUT', '/merchant/v1/store/order_intake/cap', { body: { orders_per_quarter_hour: orders }, bearer: token });

async function storeHold(store: string) {
  const answer = await api.call('GET', `/api/v1/companies/${store}`);
  return companyResponseSchema.parse(answer.body).company.order_intake;
}

/** Asks a new guest's invoice at Sataman Helmi; answers the refusal's error, or null when it was made. */
async function newOrderRefusal(device: string, language = 'en') {
  const guest = await guestSession(api, device);
  const answer = await api.call('POST', '/api/v1/invoices', {
    body: invoiceRequest('sataman-helmi', soup),
    token: guest.token,
    language,
  });
  if (answer.status === 200) return null;
  expect(answer.status).toBe(400);
  return invoiceRefusalBodySchema.parse(answer.body).error;
}

describe('the ready-by estimate', () => {
  it('is counted by the server from its own clock on confirming, and reaches the customer\u2019s order and stream', async () => {
    const staff = await staffToken(api, helmiStaff);
    // The server's clock runs two hours ahead of this process's: an instant counted in the browser would show it.
    await api.setClockOffset(2 * hour);
    const customer = await guestSession(api, 'ready-by-customer');
    const stream = await openStream(
      api.server.baseUrl,
      `/api/v1/user/sse?x-p3-mwallet-session-token=${encodeURIComponent(customer.token)}`,
    );
    try {
      const invoice = await newInvoice(api, customer, 'sataman-helmi', soup);
      expect((await placeOrder(api, customer, invoice.query_id)).status).toBe(200);
      expect((await stream.nextEvent()).data).toMatchObject({ status: 'order_pending' });

      const confirmed = merchantOrderResponseSchema.parse((await confirm(staff, invoice.query_id, 20)).body).order;
      const confirmedAt = Date.parse(confirmed.status_and_time.find((step) => step.status === 'order_confirmed')!.time);
      expect(Date.parse(confirmed.ready_by!) - confirmedAt).toBe(20 * minute);
      expect(confirmedAt - Date.now()).toBeGreaterThan(60 * minute);
      expect((await stream.nextEvent(2_000)).data).toEqual({
        type: 'SSE_ORDER_STATUS_CHANGED',
        status: 'order_confirmed',
        invoiceQueryId: invoice.query_id,
        merchantQueryId: 'sataman-helmi',
        ready_by: confirmed.ready_by,
      });

      const later = merchantOrderResponseSchema.parse(
        (await setReadyBy(staff, invoice.query_id, { ready_in_minutes: 45 })).body,
      ).order;
      expect(Date.parse(later.ready_by!) - confirmedAt).toBeGreaterThanOrEqual(45 * minute);
      expect((await stream.nextEvent(2_000)).data).toEqual({
        type: 'SSE_READY_BY_CHANGED',
        status: 'order_confirmed',
        invoiceQueryId: invoice.query_id,
        merchantQueryId: 'sataman-helmi',
        ready_by: later.ready_by,
      });

      const read = await api.call('GET', `/api/v2/invoices/${invoice.query_id}/fetch_invoice`, {
        token: customer.token,
      });
      expect(fetchInvoiceResponseSchema.parse(read.body).invoice.ready_by).toBe(later.ready_by);
    } finally {
      stream.close();
      await api.setClockOffset(0);
    }
  });

  it('is refused for an order out of the kitchen, out of its range, and for another store\u2019s staff', async () => {
    const staff = await staffToken(api, helmiStaff);
    const { invoiceQueryId } = await placedOrder(api, 'ready-by-refusals', 'sataman-helmi', soup);
    const pending = await setReadyBy(staff, invoiceQueryId, { ready_in_minutes: 15 });
    expect(pending.status).toBe(400);
    expect(readyByRefusalBodySchema.parse(pending.body).error).toMatchObject({
      code: 'NOT_CONFIRMED',
      current_status: 'order_pending',
    });
    for (const minutes of [0, 241, 1.5]) {
      const answer = await setReadyBy(staff, invoiceQueryId, { ready_in_minutes: minutes });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain('ready_in_minutes');
    }
    expect((await confirm(staff, invoiceQueryId, 0)).status).toBe(400);
    expect(
      (await setReadyBy(await staffToken(api, kallioStaff), invoiceQueryId, { ready_in_minutes: 15 })).status,
    ).toBe(404);
  });

  it('is none when the staff confirm without one', async () => {
    const staff = await staffToken(api, helmiStaff);
    const { invoiceQueryId } = await placedOrder(api, 'ready-by-none', 'sataman-helmi', soup);
    const confirmed = await setStatus(api, staff, invoiceQueryId, 'order_confirmed');
    expect(merchantOrderResponseSchema.parse(confirmed.body).order.ready_by).toBeNull();
  });
});

describe('pausing new orders', () => {
  it('refuses new orders with when the store takes them again, while a placed order goes on to delivered', async () => {
    const staff = await staffToken(api, helmiStaff);
    const placed = await placedOrder(api, 'pause-placed-before', 'sataman-helmi', soup);
    const guest = await guestSession(api, 'pause-invoice-before');
    const invoiceBefore = await newInvoice(api, guest, 'sataman-helmi', soup);
    expect(await storeHold('sataman-helmi')).toBeUndefined();

    const paused = orderIntakeResponseSchema.parse((await pause(staff, 30)).body).intake;
    const until = paused.paused_until!;
    expect(paused.hold).toEqual({ reason: 'ORDERS_PAUSED', until });
    expect(await storeHold('sataman-helmi')).toEqual({ reason: 'ORDERS_PAUSED', until });
    const product = await api.call('GET', `/api/v1/products/${helmiSoup}`);
    expect(productResponseSchema.parse(product.body).product.order_intake).toEqual({ reason: 'ORDERS_PAUSED', until });

    const refusal = await newOrderRefusal('pause-new');
    expect(refusal).toMatchObject({ code: 'ORDERS_PAUSED', taking_orders_again_at: until });
    const time = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Helsinki',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(Date.parse(until));
    expect(refusal?.message).toBe(`The store has paused new orders until ${time}. Please order again then.`);
    expect((await newOrderRefusal('pause-new-fi', 'fi'))?.message).toBe(
      `Kauppa on keskeyttänyt uudet tilaukset klo ${time} asti. Tilaa silloin uudelleen.`,
    );
    const lateCash = await placeOrder(api, guest, invoiceBefore.query_id);
    expect(lateCash.status).toBe(400);
    expect(invoiceRefusalBodySchema.parse(lateCash.body).error.code).toBe('ORDERS_PAUSED');

    for (const status of ['order_confirmed', 'order_dispatched', 'order_delivered']) {
      expect((await setStatus(api, staff, placed.invoiceQueryId, status)).status).toBe(200);
    }

    const resumed = orderIntakeResponseSchema.parse((await resume(staff)).body).intake;
    expect(resumed).toEqual({ paused_until: null, paused_until_resumed: false, orders_per_quarter_hour: null });
    expect(await newOrderRefusal('pause-after-resume')).toBeNull();
    expect((await placeOrder(api, guest, invoiceBefore.query_id)).status).toBe(200);
  });

  it('ends by itself when its time is up, or lasts until the staff resume', async () => {
    const owner = await staffToken(api, helmiOwner);
    expect((await pause(owner, 15)).status).toBe(200);
    try {
      await api.setClockOffset(16 * minute);
      expect(await newOrderRefusal('pause-over')).toBeNull();
      expect(await storeHold('sataman-helmi')).toBeUndefined();

      expect(orderIntakeResponseSchema.parse((await pause(owner, null)).body).intake).toMatchObject({
        paused_until: null,
        paused_until_resumed: true,
        hold: { reason: 'ORDERS_PAUSED', until: null },
      });
      await api.setClockOffset(3 * hour);
      const refusal = await newOrderRefusal('pause-until-resumed');
      expect(refusal).toMatchObject({ code: 'ORDERS_PAUSED', taking_orders_again_at: null });
      expect(refusal?.message).toBe('The store has paused new orders for now. Please try again later.');
    } finally {
      await resume(owner);
      await api.setClockOffset(0);
    }
  });

  it('pauses only the staff member\u2019s own store, and needs a staff session', async () => {
    const kallio = await staffToken(api, kallioStaff);
    expect((await pause(kallio, 60)).status).toBe(200);
    try {
      expect(await storeHold('kallion-keittio')).toMatchObject({ reason: 'ORDERS_PAUSED' });
      expect(await storeHold('sataman-helmi')).toBeUndefined();
      expect(await newOrderRefusal('pause-other-store')).toBeNull();
      const guest = await guestSession(api, 'pause-kallio-customer');
      const refused = await createInvoice(
        api,
        guest,
        invoiceRequest('kallion-keittio', [{ product: kallioSoup, quantity: 3 }]),
      );
      expect(invoiceRefusalBodySchema.parse(refused.body).error.code).toBe('ORDERS_PAUSED');
    } finally {
      await resume(kallio);
    }
    expect((await api.call('PUT', '/merchant/v1/store/order_intake/pause', { body: { minutes: 15 } })).status).toBe(
      401,
    );
  });

  it('answers a bad pause or cap with 400 naming the field', async () => {
    const staff = await staffToken(api, helmiStaff);
    for (const body of [{ minutes: 0 }, { minutes: 1441 }, { minutes: 'soon' }, {}]) {
      const answer = await api.call('PUT', '/merchant/v1/store/order_intake/pause', { body, bearer: staff });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain('minutes');
    }
    for (const orders of [-1, 501, 2.5]) {
      const answer = await setCap(staff, orders);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain('orders_per_quarter_hour');
    }
  });
});

describe('a cap of orders per 15 minutes', () => {
  it('refuses the order past the cap until the first of the window leaves it, then takes orders again', async () => {
    const staff = await staffToken(api, helmiStaff);
    // Hours ahead (within the staff session), so the orders the other tests placed are out of the window.
    const later = 4 * hour;
    await api.setClockOffset(later);
    try {
      expect(orderIntakeResponseSchema.parse((await setCap(staff, 2)).body).intake).toMatchObject({
        orders_per_quarter_hour: 2,
      });
      expect(await storeHold('sataman-helmi')).toBeUndefined();
      const first = await placedOrder(api, 'cap-first', 'sataman-helmi', soup);
      await api.setClockOffset(later + 5 * minute);
      await placedOrder(api, 'cap-second', 'sataman-helmi', soup);

      const refusal = await newOrderRefusal('cap-third');
      expect(refusal?.code).toBe('KITCHEN_FULL');
      const firstPlaced = merchantOrderResponseSchema.parse(
        (await api.call('GET', `/merchant/v1/orders/${first.invoiceQueryId}`, { bearer: staff })).body,
      ).order.placed_at;
      expect(Date.parse(refusal!.taking_orders_again_at!)).toBe(Date.parse(firstPlaced) + 15 * minute);
      expect(await storeHold('sataman-helmi')).toMatchObject({ reason: 'KITCHEN_FULL' });
      // Orders placed go on while the kitchen is full.
      expect((await setStatus(api, staff, first.invoiceQueryId, 'order_confirmed')).status).toBe(200);

      await api.setClockOffset(later + 16 * minute);
      expect(await storeHold('sataman-helmi')).toBeUndefined();
      await placedOrder(api, 'cap-third-later', 'sataman-helmi', soup);
      expect((await newOrderRefusal('cap-fourth'))?.code).toBe('KITCHEN_FULL');

      expect(orderIntakeResponseSchema.parse((await setCap(staff, 0)).body).intake).toMatchObject({
        orders_per_quarter_hour: null,
      });
      expect(await newOrderRefusal('cap-none')).toBeNull();
    } finally {
      await setCap(staff, 0);
      await api.setClockOffset(0);
    }
  });
  it('lets a rush of orders placed at the same moment through only up to the cap', async () => {
    const staff = await staffToken(api, helmiStaff);
    // Further ahead than the test above, so its orders are out of the window.
    await api.setClockOffset(6 * hour);
    try {
      await setCap(staff, 3);
      // Eight customers priced their orders while the kitchen had room; they all pay cash at once.
      const orders = await Promise.all(
        Array.from({ length: 8 }, async (_, index) => {
          const guest = await guestSession(api, `cap-rush-${index}`);
          return { guest, invoice: await newInvoice(api, guest, 'sataman-helmi', soup) };
        }),
      );
      const answers = await Promise.all(orders.map(({ guest, invoice }) => placeOrder(api, guest, invoice.query_id)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(3);
      const refused = answers.filter((answer) => answer.status === 400);
      expect(refused).toHaveLength(5);
      for (const answer of refused) {
        expect(invoiceRefusalBodySchema.parse(answer.body).error.code).toBe('KITCHEN_FULL');
      }
      // A retry of a placed order answers it as placed, though the kitchen is full now.
      const placedIndex = statuses.indexOf(200);
      const retried = await placeOrder(api, orders[placedIndex]!.guest, orders[placedIndex]!.invoice.query_id);
      expect(retried.status).toBe(200);
    } finally {
      await setCap(staff, 0);
      await api.setClockOffset(0);
    }
  });
});
