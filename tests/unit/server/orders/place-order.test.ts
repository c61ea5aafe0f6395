import type { RealtimeEvent } from '@/contract/realtime/realtime-event.contract';
import { placeOrder } from '@/server/orders/place-order';
import type { InvoiceRecord } from '@/server/orders/store/invoice-records';
import type { CappedPlacementOutcome } from '@/server/orders/store/place-within-cap';
import type { SessionUser } from '@/server/shared/session/session-store';

const now = Date.parse('2026-11-21T10:00:00.000Z');
const session = { userId: 3, userQueryId: 'usr_1' } as SessionUser;

/** Only the columns the placing rule reads; the rest of an invoice's row plays no part in it. */
function record(
  invoice: Partial<InvoiceRecord['invoice']> = {},
  company: Partial<InvoiceRecord['company']> = {},
): InvoiceRecord {
  return {
    invoice: {
      id: 42,
      queryId: 'inv_1',
      paymentMethod: 'CASH',
      payable: 2980,
      paidAt: null,
      placedAt: null,
      ...invoice,
    },
    items: [],
    company: {
      id: 7,
      queryId: 'sataman-helmi',
      shopStatus: 'open',
      orderCapPerQuarterHour: null,
      ordersPausedUntil: null,
      ordersPausedUntilResumed: false,
      ordersFullUntil: null,
      ...company,
    },
  } as InvoiceRecord;
}

/** The invoice store answers `outcome` to whichever placement is asked; the calls are recorded. */
function fakeContext(outcome: CappedPlacementOutcome) {
  const calls: string[] = [];
  const events: { userQueryId: string; event: RealtimeEvent }[] = [];
  const context = {
    clock: () => now,
    invoices: {
      place: async () => {
        calls.push('place');
        return outcome;
      },
      placeWithinCap: async () => {
        calls.push('placeWithinCap');
        return outcome;
      },
      findOwned: async () => {
        calls.push('findOwned');
        return record({ placedAt: new Date(now - 60_000) });
      },
    },
    intake: {
      refreshFull: async () => {
        calls.push('refreshFull');
      },
    },
    onStatusChanged: (userQueryId: string, event: RealtimeEvent) => events.push({ userQueryId, event }),
  } as unknown as Parameters<typeof placeOrder>[0];
  return { context, calls, events };
}

const placed: CappedPlacementOutcome = {
  outcome: 'placed',
  placed: { status: 'order_pending', placedAt: new Date(now), statusHistory: [] },
};

describe('placeOrder', () => {
  it('places a cash order, renews the cap window and tells the customer the order is pending', async () => {
    const { context, calls, events } = fakeContext(placed);
    const result = await placeOrder(context, session, record());
    expect(result.outcome).toBe('placed');
    expect(result.outcome === 'placed' && result.record.invoice.status).toBe('order_pending');
    expect(calls).toEqual(['place', 'refreshFull']);
    expect(events).toEqual([
      {
        userQueryId: 'usr_1',
        event: expect.objectContaining({
          status: 'order_pending',
          invoiceQueryId: 'inv_1',
          merchantQueryId: 'sataman-helmi',
        }),
      },
    ]);
  });

  it('asks an unpaid card order to be paid first and writes nothing', async () => {
    const { context, calls, events } = fakeContext(placed);
    expect(await placeOrder(context, session, record({ paymentMethod: 'STRIPE' }))).toEqual({
      outcome: 'payment_required',
    });
    expect(calls).toEqual([]);
    expect(events).toEqual([]);
  });

  it('places a card order the provider has paid, even while the kitchen is paused', async () => {
    const { context, calls } = fakeContext(placed);
    const paused = { ordersPausedUntil: new Date(now + 600_000) };
    const result = await placeOrder(
      context,
      session,
      record({ paymentMethod: 'STRIPE', paidAt: new Date(now) }, paused),
    );
    expect(result.outcome).toBe('placed');
    expect(calls).toEqual(['place', 'refreshFull']);
  });

  it('refuses an unpaid order while the kitchen is paused, naming when it takes orders again', async () => {
    const { context, calls } = fakeContext(placed);
    const until = now + 600_000;
    const result = await placeOrder(context, session, record({}, { ordersPausedUntil: new Date(until) }));
    expect(result).toEqual({ outcome: 'refused', refusal: { ok: false, reason: 'ORDERS_PAUSED', until } });
    expect(calls).toEqual([]);
  });

  it('counts an unpaid order of a capped store against the cap, and refuses it when the cap is reached', async () => {
    const until = now + 300_000;
    const { context, calls, events } = fakeContext({ outcome: 'full', until });
    const result = await placeOrder(context, session, record({}, { orderCapPerQuarterHour: 5 }));
    expect(result).toEqual({ outcome: 'refused', refusal: { ok: false, reason: 'KITCHEN_FULL', until } });
    expect(calls).toEqual(['placeWithinCap']);
    expect(events).toEqual([]);
  });

  it('refuses the products that ran out since the invoice was made', async () => {
    const { context } = fakeContext({ outcome: 'unavailable', productQueryIds: ['prd_1'] });
    expect(await placeOrder(context, session, record())).toEqual({
      outcome: 'refused',
      refusal: { ok: false, reason: 'PRODUCTS_UNAVAILABLE', productQueryIds: ['prd_1'] },
    });
  });

  it('answers an order placed before as it reads now, without telling anyone again', async () => {
    const { context, calls, events } = fakeContext({ outcome: 'already_placed' });
    const result = await placeOrder(context, session, record());
    expect(result.outcome === 'placed' && result.record.invoice.placedAt).toEqual(new Date(now - 60_000));
    expect(calls).toEqual(['place', 'findOwned']);
    expect(events).toEqual([]);
  });
});
