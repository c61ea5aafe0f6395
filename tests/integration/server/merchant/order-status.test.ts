import { orderStatusChangeResponseSchema } from '@/contract/merchant/order-status-change.contract';
import { fetchInvoiceResponseSchema } from '@/contract/orders/place-order.contract';
import { ordersResponseSchema } from '@/contract/orders/orders-list.contract';
import { detailFields, type AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from '../orders/orders-server';
import type { Session } from '../orders/orders-client';
import { helmiSoup, helmiStaff, placedOrder, setStatus, staffToken } from './merchant-client';

let api: AccountsServer;
let token: string;
let orderCount = 0;

beforeAll(async () => {
  api = await startOrdersServer();
  token = await staffToken(api, helmiStaff);
});

afterAll(() => api?.stop());

/** A new pending order of Sataman Helmi by a guest of its own. */
function helmiOrder() {
  orderCount += 1;
  return placedOrder(api, `merchant-status-${orderCount}`, 'sataman-helmi', [{ product: helmiSoup, quantity: 2 }]);
}

async function customerInvoice(guest: Session, invoiceQueryId: string) {
  const answer = await api.call('GET', `/api/v2/invoices/${invoiceQueryId}/fetch_invoice`, { token: guest.token });
  expect(answer.status).toBe(200);
  return fetchInvoiceResponseSchema.parse(answer.body).invoice;
}

async function tabOf(guest: Session, invoiceQueryId: string): Promise<string[]> {
  const tabs: string[] = [];
  for (const tab of ['active', 'past', 'cancelled']) {
    const answer = await api.call('GET', `/api/v1/users/orders?order_type=${tab}`, { token: guest.token });
    const page = ordersResponseSchema.parse(answer.body);
    if (page.invoices.some(({ invoice }) => invoice.query_id === invoiceQueryId)) tabs.push(tab);
  }
  return tabs;
}

async function changed(invoiceQueryId: string, status: string) {
  const answer = await setStatus(api, token, invoiceQueryId, status);
  expect(answer.status).toBe(200);
  return orderStatusChangeResponseSchema.parse(answer.body).order;
}

describe('PUT /merchant/v1/orders/{invoiceQueryId}/status', () => {
  it('moves an order pending \u2192 confirmed \u2192 dispatched \u2192 delivered; the customer sees each step and the order ends in Past', async () => {
    const { guest, invoiceQueryId } = await helmiOrder();
    expect(await tabOf(guest, invoiceQueryId)).toEqual(['active']);

    const confirmed = await changed(invoiceQueryId, 'order_confirmed');
    expect(confirmed.status).toBe('order_confirmed');
    expect(confirmed.next_statuses).toEqual(['order_dispatched', 'order_cancelled']);
    expect((await customerInvoice(guest, invoiceQueryId)).status).toBe('order_confirmed');
    expect(await tabOf(guest, invoiceQueryId)).toEqual(['active']);

    expect((await changed(invoiceQueryId, 'order_dispatched')).next_statuses).toEqual([
      'order_delivered',
      'order_cancelled',
    ]);
    expect((await customerInvoice(guest, invoiceQueryId)).status).toBe('order_dispatched');

    const delivered = await changed(invoiceQueryId, 'order_delivered');
    expect(delivered.next_statuses).toEqual([]);
    const invoice = await customerInvoice(guest, invoiceQueryId);
    expect(invoice.status).toBe('order_delivered');
    expect(invoice.status_and_time.map((step) => step.status)).toEqual([
      'order_pending',
      'order_confirmed',
      'order_dispatched',
      'order_delivered',
    ]);
    const times = invoice.status_and_time.map((step) => Date.parse(step.time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(delivered.status_and_time).toEqual(invoice.status_and_time);
    expect(await tabOf(guest, invoiceQueryId)).toEqual(['past']);
  });

  it.each(['order_pending', 'order_confirmed', 'order_dispatched'] as const)(
    'cancels an order that is %s; it moves to the Cancelled tab',
    async (from) => {
      const { guest, invoiceQueryId } = await helmiOrder();
      const path = ['order_confirmed', 'order_dispatched'].slice(
        0,
        ['order_pending', 'order_confirmed', 'order_dispatched'].indexOf(from),
      );
      for (const step of path) await changed(invoiceQueryId, step);
      const cancelled = await changed(invoiceQueryId, 'order_cancelled');
      expect(cancelled.status).toBe('order_cancelled');
      expect(cancelled.next_statuses).toEqual([]);
      expect((await customerInvoice(guest, invoiceQueryId)).status).toBe('order_cancelled');
      expect(await tabOf(guest, invoiceQueryId)).toEqual(['cancelled']);
    },
  );

  it('refuses a skipped step, a step back and the same status with the domain\u2019s code, changing nothing', async () => {
    const { guest, invoiceQueryId } = await helmiOrder();
    const skip = await setStatus(api, token, invoiceQueryId, 'order_dispatched');
    expect(skip.status).toBe(400);
    expect(skip.body).toEqual({
      error: {
        message: 'The order cannot move to this status from its current one',
        code: 'TRANSITION_NOT_ALLOWED',
        current_status: 'order_pending',
      },
    });
    expect((await setStatus(api, token, invoiceQueryId, 'order_delivered')).status).toBe(400);
    const same = await setStatus(api, token, invoiceQueryId, 'order_pending');
    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({ error: { code: 'SAME_STATUS', current_status: 'order_pending' } });

    await changed(invoiceQueryId, 'order_confirmed');
    const back = await setStatus(api, token, invoiceQueryId, 'order_pending');
    expect(back.status).toBe(400);
    expect(back.body).toMatchObject({ error: { code: 'TRANSITION_NOT_ALLOWED', current_status: 'order_confirmed' } });

    const invoice = await customerInvoice(guest, invoiceQueryId);
    expect(invoice.status).toBe('order_confirmed');
    expect(invoice.status_and_time.map((step) => step.status)).toEqual(['order_pending', 'order_confirmed']);
  });

  it('refuses any change to a delivered or cancelled order as ORDER_CLOSED', async () => {
    const { invoiceQueryId } = await helmiOrder();
    await changed(invoiceQueryId, 'order_cancelled');
    for (const status of ['order_pending', 'order_confirmed', 'order_delivered']) {
      const answer = await setStatus(api, token, invoiceQueryId, status);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: { code: 'ORDER_CLOSED', current_status: 'order_cancelled' } });
    }
  });

  it('answers 400 naming a status that is not one', async () => {
    const { invoiceQueryId } = await helmiOrder();
    const answer = await setStatus(api, token, invoiceQueryId, 'order_eaten');
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['status']);
  });

  it('lets only one of concurrent identical changes win, and the rest change nothing', async () => {
    const { guest, invoiceQueryId } = await helmiOrder();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => setStatus(api, token, invoiceQueryId, 'order_confirmed')),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const loser of answers.filter((answer) => answer.status !== 200)) {
      // Refused by the rule when it read the new status, or by the conditional write when it read the old one.
      expect(loser.body).toMatchObject({
        error: { code: loser.status === 409 ? 'STATUS_CHANGED' : 'SAME_STATUS', current_status: 'order_confirmed' },
      });
    }
    const invoice = await customerInvoice(guest, invoiceQueryId);
    expect(invoice.status_and_time.map((step) => step.status)).toEqual(['order_pending', 'order_confirmed']);
  });

  it('keeps a history of exactly the changes that won when different changes race', async () => {
    const { guest, invoiceQueryId } = await helmiOrder();
    const targets = ['order_confirmed', 'order_cancelled', 'order_confirmed', 'order_cancelled', 'order_confirmed'];
    const answers = await Promise.all(targets.map((status) => setStatus(api, token, invoiceQueryId, status)));
    const won = answers
      .filter((answer) => answer.status === 200)
      .map((answer) => orderStatusChangeResponseSchema.parse(answer.body).order.status);
    for (const loser of answers.filter((answer) => answer.status !== 200)) expect([400, 409]).toContain(loser.status);
    const history = (await customerInvoice(guest, invoiceQueryId)).status_and_time.map((step) => step.status);
    expect(history.slice(1).sort()).toEqual([...won].sort());
    // Each change applied once, on the status it read: no step twice, none lost, none on top of a closed order.
    expect([
      ['order_pending', 'order_confirmed'],
      ['order_pending', 'order_cancelled'],
      ['order_pending', 'order_confirmed', 'order_cancelled'],
    ]).toContainEqual(history);
  });
});
