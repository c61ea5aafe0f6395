import type { RealtimeEvent } from '@/contract/realtime/realtime-event.contract';
import type { RefundableOrder } from '@/domain/orders/refund';
import { refundOrder } from '@/server/merchant/refund-order';
import type { RefundableRecord, RefundGiver, RefundStore } from '@/server/merchant/store/refund-store';
import { member, now } from './order-in-memory';

const owner = { ...member, consoleRole: 'owner' as const };

/** A paid order of 30.00 with one line, as the domain's rule reads it inside the store's transaction. */
function orderOf(paid: boolean): RefundableOrder {
  return {
    status: 'order_delivered',
    paid,
    payable: 3000,
    voucherDiscount: 0,
    lines: [{ id: 'line_1', productName: 'Lohikeitto', quantity: 2, payable: 3000, taxPercent: 14 }],
    refunds: [],
  };
}

/** The service reads only the invoice's status and the customer of the record; the rest is the store's. */
const record = {
  invoice: { status: 'order_delivered' },
  customerQueryId: 'usr_customer',
} as unknown as RefundableRecord;

function storeOf(paid: boolean) {
  const givers: RefundGiver[] = [];
  const store: Pick<RefundStore, 'give'> = {
    give(companyId, invoiceQueryId, giver, plan) {
      if (companyId !== 7 || invoiceQueryId !== 'inv_1') return Promise.resolve(null);
      const check = plan(orderOf(paid));
      if (check.ok) givers.push(giver);
      return Promise.resolve({ check, record });
    },
  };
  const events: RealtimeEvent[] = [];
  const context = {
    clock: () => now,
    log: { info: () => undefined },
    onStatusChanged: (_user: string, event: RealtimeEvent) => events.push(event),
  };
  return { store, givers, events, context };
}

const asked = { choice: { kind: 'amount', amount: 1000 }, kind: 'amount', reason: 'Cold soup' } as const;

describe('refundOrder', () => {
  it('gives the planned amount in the owner\u2019s name at the clock\u2019s time and tells the customer', async () => {
    const { store, givers, events, context } = storeOf(true);
    const result = await refundOrder(context, store, owner, 'inv_1', asked);
    expect(result.outcome === 'refunded' && result.plan.amount).toBe(1000);
    expect(givers).toEqual([
      { staffId: 1, username: 'helmi-staff', reason: 'Cold soup', kind: 'amount', at: new Date(now) },
    ]);
    expect(events).toEqual([
      {
        type: 'SSE_ORDER_REFUNDED',
        status: 'order_delivered',
        invoiceQueryId: 'inv_1',
        merchantQueryId: 'sataman-helmi',
      },
    ]);
  });

  it('refuses an unpaid order as a value naming the field at fault, telling nobody', async () => {
    const { store, givers, events, context } = storeOf(false);
    expect(await refundOrder(context, store, owner, 'inv_1', asked)).toEqual({
      outcome: 'refused',
      reason: 'NOT_PAID',
      field: 'invoiceQueryId',
      record,
    });
    expect(givers).toEqual([]);
    expect(events).toEqual([]);
  });

  it('refuses more than was paid', async () => {
    const { store, context } = storeOf(true);
    const tooMuch = { ...asked, choice: { kind: 'amount', amount: 3001 } } as const;
    const result = await refundOrder(context, store, owner, 'inv_1', tooMuch);
    expect(result.outcome === 'refused' && result.reason).toBe('MORE_THAN_PAID');
  });

  it('finds nothing of another store', async () => {
    const { store, events, context } = storeOf(true);
    expect(await refundOrder(context, store, { ...owner, companyId: 8 }, 'inv_1', asked)).toEqual({
      outcome: 'not_found',
    });
    expect(events).toEqual([]);
  });
});
