import type { AppError } from '@/application/errors/app-error';
import type {
  CashReceiptAnswer,
  MerchantConsoleGateway,
  StaffSignInAnswer,
  StatusChangeAnswer,
  StatusChangeRefusalReason,
} from '@/application/ports/merchant-console-gateway.port';
import type {
  KitchenPaceGateway,
  OrderIntakeState,
  ReadyByAnswer,
} from '@/application/ports/kitchen-pace-gateway.port';
import type { StaffSessionHintReader } from '@/application/ports/staff-session-hint.port';
import type { StaffSessionKeeper } from '@/application/ports/staff-session-keeper.port';
import type { StoreOrderStream, StoreOrderStreamListener } from '@/application/ports/store-order-stream.port';
import {
  pastOrdersPerPage,
  type PastOrderSearch,
  type PastOrdersPage,
} from '@/domain/merchant-console/past-order-search';
import type { StaffSession } from '@/domain/merchant-console/staff-session';
import type { StaffCredentials } from '@/domain/merchant-console/staff-sign-in-rules';
import type { StoreOrder } from '@/domain/merchant-console/store-order';
import { checkCashReceipt } from '@/domain/orders/cash-receipt';
import { allowedNextStatuses } from '@/domain/orders/status-transitions';
import type { KnownOrderStatus } from '@/domain/orders/order-status';

export const helmiStaffSession: StaffSession = {
  token: 'staff-token-1',
  expiresAt: Date.parse('2026-11-26T20:00:00Z'),
  username: 'helmi-staff',
  fullName: 'Helmi Kitchen',
  role: 'staff',
  merchantQueryId: 'sataman-helmi',
  merchantName: 'Sataman Helmi',
  timeZone: 'Europe/Helsinki',
};

/** A placed order of the store, pending unless said otherwise. */
export function storeOrder(overrides: Partial<StoreOrder> & { queryId: string }): StoreOrder {
  const status = overrides.status ?? 'order_pending';
  return {
    shortOrderId: overrides.queryId.toUpperCase(),
    status,
    nextStatuses: allowedNextStatuses(status),
    placedAt: Date.parse('2026-11-26T09:00:00Z'),
    customerName: 'Aino',
    customerPhone: null,
    delivery: null,
    note: null,
    paymentType: 'CASH',
    paid: false,
    currency: 'EUR',
    payable: 2590,
    amounts: { subTotal: 2590, itemsDiscount: 0, voucher: null, tip: 0, serviceFee: 0, deliveryFee: 0 },
    lines: [{ productName: 'Lohikeitto', quantity: 2, size: null, color: null, variants: [], instruction: 'No dill' }],
    ...overrides,
  };
}

/**
 * The staff session kept in memory; `saved` lists every session saved, so a test sees a save that changed nothing.
 * Its hint follows what it keeps, as the browser's cookie does.
 */
export class InMemoryStaffSessionKeeper implements StaffSessionKeeper, StaffSessionHintReader {
  readonly saved: StaffSession[] = [];
  constructor(public session: StaffSession | null = null) {}
  async load() {
    return this.session;
  }
  async save(session: StaffSession) {
    this.saved.push(session);
    this.session = session;
  }
  async clear() {
    this.session = null;
  }
  kept() {
    return this.session !== null;
  }
}

/**
 * The merchant service in memory: one store's orders moved by the domain's rule, the accounts the test gives,
 * and a way to make the next calls fail (an ended session) or lose a race to another device.
 */
export class InMemoryMerchantConsole implements MerchantConsoleGateway, StoreOrderStream, KitchenPaceGateway {
  readonly orders = new Map<string, StoreOrder>();
  readonly signIns: StaffCredentials[] = [];
  /** How many times the server was asked to end the session. */
  signOuts = 0;
  readonly statusChanges: { invoiceQueryId: string; to: KnownOrderStatus }[] = [];
  /** The orders whose cash was recorded, in order. */
  readonly cashReceipts: string[] = [];
  /** The customer's phone number of an order, by its query id, which the past-orders search matches. */
  readonly phones = new Map<string, string>();
  readonly pastSearches: { search: PastOrderSearch; page: number }[] = [];
  /** Every estimate the staff gave, in minutes, in order. */
  readonly estimates: { invoiceQueryId: string; minutes: number }[] = [];
  /** The store's pause and cap as the server would keep them; `now` is the clock the fake counts pauses from. */
  intake: OrderIntakeState = { pausedUntil: null, pausedUntilResumed: false, capPerQuarterHour: null, hold: null };
  now = Date.parse('2026-11-26T10:00:00Z');
  private readonly listeners = new Set<StoreOrderStreamListener>();
  /** Every call but the sign-in fails with this while set. */
  failure: AppError | null = null;
  /** The next status change is refused: another device moved the order to `status` first. */
  private race: { reason: StatusChangeRefusalReason; status: KnownOrderStatus } | null = null;

  constructor(
    private readonly accounts: Readonly<Record<string, { password: string; session: StaffSession }>> = {
      'helmi-staff': { password: 'helmi-2026', session: helmiStaffSession },
    },
  ) {}

  add(...orders: StoreOrder[]): void {
    for (const order of orders) this.orders.set(order.queryId, order);
  }

  /** A customer places an order: kept, and the open streams told. */
  arrive(order: StoreOrder): void {
    this.add(order);
    for (const listener of this.listeners) listener.onOrderEvent(order.queryId);
  }

  loseRaceTo(status: KnownOrderStatus): void {
    this.race = { reason: 'STATUS_CHANGED', status };
  }

  connection(live: boolean): void {
    for (const listener of this.listeners) listener.onConnection(live);
  }

  get following(): number {
    return this.listeners.size;
  }

  async signIn(credentials: StaffCredentials): Promise<StaffSignInAnswer> {
    this.signIns.push(credentials);
    const account = this.accounts[credentials.username];
    if (account === undefined || account.password !== credentials.password) {
      return { ok: false, refusal: 'REFUSED', message: 'Wrong username or password' };
    }
    return { ok: true, session: account.session };
  }

  async signOut(): Promise<void> {
    this.signOuts += 1;
    this.check();
  }

  async storeOrders(): Promise<StoreOrder[]> {
    this.check();
    return [...this.orders.values()];
  }

  /** As the server searches: the code exactly, the phone's digits at the end of the number, the UTC day. */
  async pastOrders(search: PastOrderSearch, page: number): Promise<PastOrdersPage> {
    this.check();
    this.pastSearches.push({ search, page });
    const digits = search.phone?.replace(/\D/g, '').replace(/^0+/, '');
    const found = [...this.orders.values()]
      .filter(
        (order) =>
          (search.code === undefined || order.shortOrderId === search.code) &&
          (digits === undefined || (this.phones.get(order.queryId) ?? '').replace(/\D/g, '').endsWith(digits)) &&
          (search.date === undefined || new Date(order.placedAt).toISOString().startsWith(search.date)),
      )
      .sort((a, b) => b.placedAt - a.placedAt);
    return {
      orders: found.slice((page - 1) * pastOrdersPerPage, page * pastOrdersPerPage),
      page,
      pages: Math.ceil(found.length / pastOrdersPerPage),
      total: found.length,
    };
  }

  async storeOrder(invoiceQueryId: string): Promise<StoreOrder> {
    this.check();
    const order = this.orders.get(invoiceQueryId);
    if (order === undefined) throw { code: 'NOT_FOUND', message: 'No order', status: 404 } satisfies AppError;
    return order;
  }

  async changeStatus(invoiceQueryId: string, to: KnownOrderStatus): Promise<StatusChangeAnswer> {
    this.check();
    this.statusChanges.push({ invoiceQueryId, to });
    const order = await this.storeOrder(invoiceQueryId);
    if (this.race !== null) {
      const { reason, status } = this.race;
      this.race = null;
      this.orders.set(invoiceQueryId, { ...order, status, nextStatuses: allowedNextStatuses(status) });
      return { ok: false, reason, current: status };
    }
    const moved = { ...order, status: to, nextStatuses: allowedNextStatuses(to) };
    this.orders.set(invoiceQueryId, moved);
    return { ok: true, order: moved };
  }

  async recordCashReceived(invoiceQueryId: string): Promise<CashReceiptAnswer> {
    this.check();
    this.cashReceipts.push(invoiceQueryId);
    const order = await this.storeOrder(invoiceQueryId);
    const check = checkCashReceipt({ paymentMethod: order.paymentType, status: order.status });
    if (!check.ok) return { ok: false, reason: check.reason };
    const paid = { ...order, paid: true };
    this.orders.set(invoiceQueryId, paid);
    return { ok: true, order: paid };
  }

  async confirmWithEstimate(invoiceQueryId: string, readyInMinutes: number): Promise<StatusChangeAnswer> {
    this.estimates.push({ invoiceQueryId, minutes: readyInMinutes });
    const answer = await this.changeStatus(invoiceQueryId, 'order_confirmed');
    if (!answer.ok) return answer;
    const estimated = { ...answer.order, readyBy: this.now + readyInMinutes * 60_000 };
    this.orders.set(invoiceQueryId, estimated);
    return { ok: true, order: estimated };
  }

  async changeReadyBy(invoiceQueryId: string, readyInMinutes: number): Promise<ReadyByAnswer> {
    this.check();
    this.estimates.push({ invoiceQueryId, minutes: readyInMinutes });
    const order = await this.storeOrder(invoiceQueryId);
    if (order.status !== 'order_confirmed') return { ok: false, reason: 'NOT_CONFIRMED' };
    const estimated = { ...order, readyBy: this.now + readyInMinutes * 60_000 };
    this.orders.set(invoiceQueryId, estimated);
    return { ok: true, order: estimated };
  }

  async orderIntake(): Promise<OrderIntakeState> {
    this.check();
    return this.intake;
  }

  async pauseOrders(minutes: number | null): Promise<OrderIntakeState> {
    this.check();
    const until = minutes === null ? null : this.now + minutes * 60_000;
    this.intake = {
      ...this.intake,
      pausedUntil: until,
      pausedUntilResumed: until === null,
      hold: { reason: 'ORDERS_PAUSED', until },
    };
    return this.intake;
  }

  async resumeOrders(): Promise<OrderIntakeState> {
    this.check();
    this.intake = { ...this.intake, pausedUntil: null, pausedUntilResumed: false, hold: null };
    return this.intake;
  }

  async capOrders(perQuarterHour: number): Promise<OrderIntakeState> {
    this.check();
    this.intake = { ...this.intake, capPerQuarterHour: perQuarterHour === 0 ? null : perQuarterHour };
    return this.intake;
  }

  follow(listener: StoreOrderStreamListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private check(): void {
    if (this.failure !== null) throw this.failure;
  }
}
