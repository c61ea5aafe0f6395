import type { RealtimeEvent } from '@/contract/realtime/realtime-event.contract';
import type { KnownOrderStatus } from '@/domain/orders/order-status';
import type {
  MerchantInvoiceRow,
  MerchantOrderRecord,
  MerchantOrderStore,
} from '@/server/merchant/store/merchant-order-repository';
import type { StaffMember } from '@/server/merchant/store/staff-session-store';

export const member: StaffMember = {
  staffId: 1,
  username: 'helmi-staff',
  companyId: 7,
  companyQueryId: 'sataman-helmi',
  role: 'store',
  consoleRole: 'staff',
  storeTimeZone: 'Europe/Helsinki',
};
export const now = Date.parse('2026-11-21T10:00:00.000Z');

/** Store 7's order inv_1 as the merchant's store reads it, in the status and payment given. */
export function invoiceRow(
  status: KnownOrderStatus,
  paymentMethod = 'CASH',
  paidAt: Date | null = null,
): MerchantInvoiceRow {
  return {
    id: 42,
    queryId: 'inv_1',
    orderId: 'ORD-1',
    shortOrderId: 'ABC234',
    userId: 3,
    companyId: 7,
    status,
    paymentMethod,
    currency: 'EUR',
    subTotal: 2980,
    itemsDiscount: 0,
    voucherCode: null,
    invoiceNote: null,
    voucherDiscount: 0,
    tip: 0,
    serviceFee: 0,
    deliveryFee: 0,
    taxLines: [],
    taxTotal: 0,
    payable: 2980,
    deliveryAddress: null,
    email: null,
    channelQueryId: null,
    statusHistory: [{ status: 'order_pending', time: '2026-11-21T09:00:00.000Z' }],
    createdAt: new Date('2026-11-21T09:00:00.000Z'),
    placedAt: new Date('2026-11-21T09:00:00.000Z'),
    paidAt,
    readyAt: null,
  };
}

/**
 * Store 7's one order inv_1 in memory, with the conditions the SQL writes keep: the estimate is written only while
 * the order is confirmed, and cash is recorded once. `moveTo` is a status another change writes just before a write.
 */
export function orderInMemory(status: KnownOrderStatus, paymentMethod = 'CASH', moveTo?: KnownOrderStatus) {
  let current = status;
  let paidAt: Date | null = null;
  let readyAt: Date | null = null;
  const writes: string[] = [];
  const record = (): MerchantOrderRecord => ({
    invoice: { ...invoiceRow(current, paymentMethod, paidAt), readyAt },
    items: [],
    customerName: null,
    customerPhone: null,
    customerQueryId: 'usr_customer',
  });
  const orders: MerchantOrderStore = {
    pageOf: () => Promise.resolve({ records: [record()], total: 1 }),
    findOfStore: (companyId, queryId) => Promise.resolve(companyId === 7 && queryId === 'inv_1' ? record() : null),
    changeStatus: () => Promise.reject(new Error('not part of this write')),
    setReadyAt(_id, at) {
      if (moveTo !== undefined) current = moveTo;
      if (current !== 'order_confirmed') return Promise.resolve(false);
      readyAt = at;
      writes.push(`ready at ${at.toISOString()}`);
      return Promise.resolve(true);
    },
    markCashReceived(_id, at) {
      if (paidAt !== null) return Promise.resolve(false);
      paidAt = at;
      writes.push(`cash at ${at.toISOString()}`);
      return Promise.resolve(true);
    },
  };
  const customerEvents: RealtimeEvent[] = [];
  const storeEvents: RealtimeEvent[] = [];
  const context = {
    clock: () => now,
    orders,
    log: { info: () => undefined },
    onStatusChanged: (user: string, event: RealtimeEvent) => {
      if (user === 'usr_customer') customerEvents.push(event);
    },
    tellStore: (event: RealtimeEvent) => storeEvents.push(event),
  };
  return { context, writes, customerEvents, storeEvents };
}
