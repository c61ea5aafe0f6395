import type { AppError } from '@/application/errors/app-error';
import type {
  OfficeAnswer,
  OfficeRefusal,
  OrderRefunds,
  RefundOrderRequest,
  StoreOfficeGateway,
  StoreProfitAndLoss,
  StorePromotions,
  StoreTransactions,
} from '@/application/ports/store-office-gateway.port';
import {
  leavesStoreWithoutOwner,
  type NewStaffAccount,
  type StaffAccount,
} from '@/domain/merchant-console/staff-account-rules';
import type {
  NewVoucher,
  PromotedProduct,
  PromotionTerms,
  StoreVoucher,
} from '@/domain/merchant-console/promotion-rules';
import { priceAfterPromotion } from '@/domain/pricing/promotion';
import {
  pnlTotals,
  profitAndLoss,
  transactionDays,
  type MoneyOrder,
  type PnlPeriod,
} from '@/domain/merchant-console/store-money';
import type { StoreDashboard } from '@/domain/merchant-console/store-figures';
import { planRefund } from '@/domain/orders/refund';
import type { ConsoleRole, StaffSession } from '@/domain/merchant-console/staff-session';

export const helmiAccounts: readonly StaffAccount[] = [
  { queryId: 'owner-sataman-helmi', username: 'helmi-owner', fullName: 'Helmi Owner', role: 'owner' },
  { queryId: 'staff-sataman-helmi', username: 'helmi-staff', fullName: 'Helmi Kitchen', role: 'staff' },
];

function refusal(field: string | null, message: string): OfficeRefusal {
  return { ok: false, refusal: 'REFUSED', field, message };
}

/**
 * The merchant service's office in memory, keeping the server's rules (taken usernames, the last owner). A test
 * makes the next call fail with `failNext` (an expired session, a role refusal) and reads what was sent.
 */
export class InMemoryStoreOffice implements StoreOfficeGateway {
  accounts: StaffAccount[] = [...helmiAccounts];
  /** Passwords set by the owner, by account. */
  readonly passwords = new Map<string, string>();
  readonly calls: string[] = [];
  today = '2026-11-26';
  /** The store's placed orders the money pages count. */
  moneyOrders: MoneyOrder[] = [
    moneyOrder('CASH1', '2026-11-26T08:00:00Z', {}),
    moneyOrder('CARD1', '2026-11-26T09:15:00Z', {
      paymentMethod: 'CARD',
      paidAt: Date.parse('2026-11-26T09:14:00Z'),
      payable: 1000,
      taxLines: [{ taxPercent: 25.5, gross: 1000, net: 797, vat: 203 }],
      taxTotal: 203,
    }),
    moneyOrder('=BAD1', '2026-11-26T10:00:00Z', {
      paymentMethod: 'CARD',
      paidAt: Date.parse('2026-11-26T09:59:00Z'),
      status: 'order_cancelled',
      payable: 500,
      taxLines: [{ taxPercent: 14, gross: 500, net: 439, vat: 61 }],
      taxTotal: 61,
    }),
    moneyOrder('CASH2', '2026-11-24T15:00:00Z', { payable: 3000, tip: 0 }),
  ];
  /**
   * Orders the owner may refund, by query id: a card order of two soups (29,80) and one bread (5,00) with a
   * 3,48 voucher and a 2,00 tip, paid 33,32.
   */
  refundable = new Map<string, OrderRefunds>([['card-order', paidCardOrder]]);
  /** The refund requests sent, in order. */
  readonly refundsAsked: { invoiceQueryId: string; request: RefundOrderRequest }[] = [];
  /** Makes the next refund be refused with this refusal, as the server's 400 would. */
  refuseNextRefund: OfficeRefusal | null = null;
  products: PromotedProduct[] = [
    { queryId: 'soup', name: 'Lohikeitto', price: 1490, priceAfterPromotion: 1490, promotion: null },
    {
      queryId: 'fish',
      name: 'Paistetut muikut',
      price: 1690,
      priceAfterPromotion: 1521,
      promotion: { nature: 'discount', amount: 10 },
    },
  ];
  vouchers: StoreVoucher[] = [
    { code: 'HELMI5', name: '5 € off', kind: 'flat', amount: 500, expiresAt: Date.parse('2026-12-31T22:00:00Z') },
  ];
  todaysFigures: StoreDashboard = {
    date: '2026-11-26',
    timeZone: 'Europe/Helsinki',
    currency: 'EUR',
    orders: 6,
    byStatus: [
      { status: 'order_pending', count: 2 },
      { status: 'order_confirmed', count: 1 },
      { status: 'order_dispatched', count: 0 },
      { status: 'order_delivered', count: 2 },
      { status: 'order_cancelled', count: 1 },
    ],
    revenue: 12950,
    unpaid: 2480,
    averagePreparationMinutes: 18,
    hours: [
      { hour: 11, orders: 2 },
      { hour: 12, orders: 3 },
      { hour: 17, orders: 1 },
    ],
  };
  private failure: AppError | null = null;
  private nextId = 1;

  /** The next call rejects with this error. */
  failNext(error: AppError): void {
    this.failure = error;
  }

  private async call(name: string): Promise<void> {
    this.calls.push(name);
    const failure = this.failure;
    this.failure = null;
    if (failure !== null) throw failure;
  }

  async staffAccounts(): Promise<StaffAccount[]> {
    await this.call('staffAccounts');
    return [...this.accounts].sort((a, b) => a.role.localeCompare(b.role) || a.username.localeCompare(b.username));
  }

  async addStaffAccount(account: NewStaffAccount): Promise<OfficeAnswer<StaffAccount>> {
    await this.call('addStaffAccount');
    if (this.accounts.some((known) => known.username === account.username))
      return refusal('username', 'This username is already taken');
    const added = {
      queryId: `staff-${this.nextId++}`,
      username: account.username,
      fullName: account.fullName,
      role: account.role,
    };
    this.accounts.push(added);
    this.passwords.set(added.queryId, account.password);
    return { ok: true, value: added };
  }

  async changeStaffRole(queryId: string, role: ConsoleRole): Promise<OfficeAnswer<StaffAccount>> {
    await this.call('changeStaffRole');
    if (role === 'staff' && leavesStoreWithoutOwner(this.accounts, queryId))
      return refusal('role', 'The store must keep at least one owner');
    return this.change(queryId, (account) => ({ ...account, role }));
  }

  async resetStaffPassword(queryId: string, password: string): Promise<OfficeAnswer<StaffAccount>> {
    await this.call('resetStaffPassword');
    this.passwords.set(queryId, password);
    return this.change(queryId, (account) => account);
  }

  async removeStaffAccount(queryId: string): Promise<OfficeAnswer<null>> {
    await this.call('removeStaffAccount');
    if (leavesStoreWithoutOwner(this.accounts, queryId)) return refusal(null, 'The store must keep at least one owner');
    this.accounts = this.accounts.filter((account) => account.queryId !== queryId);
    return { ok: true, value: null };
  }

  async dashboard(): Promise<StoreDashboard> {
    await this.call('dashboard');
    return this.todaysFigures;
  }

  async promotions(): Promise<StorePromotions> {
    await this.call('promotions');
    return { today: this.today, products: [...this.products], vouchers: [...this.vouchers] };
  }

  async setPromotion(productQueryId: string, terms: PromotionTerms | null): Promise<OfficeAnswer<PromotedProduct>> {
    await this.call('setPromotion');
    const found = this.products.find((product) => product.queryId === productQueryId);
    if (found === undefined) throw { code: 'NOT_FOUND', message: `No product ${productQueryId}` } satisfies AppError;
    const changed = { ...found, promotion: terms, priceAfterPromotion: priceAfterPromotion(found.price, terms) };
    this.products = this.products.map((product) => (product.queryId === productQueryId ? changed : product));
    return { ok: true, value: changed };
  }

  async createVoucher(voucher: NewVoucher): Promise<OfficeAnswer<StoreVoucher>> {
    await this.call('createVoucher');
    if (this.vouchers.some((known) => known.code === voucher.code))
      return refusal('code', 'This voucher code is already taken');
    const created: StoreVoucher = {
      code: voucher.code,
      name: voucher.name,
      kind: voucher.kind,
      amount: voucher.amount,
      expiresAt: Date.parse(`${voucher.lastDay}T22:00:00Z`),
    };
    this.vouchers = [created, ...this.vouchers];
    return { ok: true, value: created };
  }

  async endVoucher(code: string): Promise<OfficeAnswer<StoreVoucher>> {
    await this.call('endVoucher');
    const found = this.vouchers.find((voucher) => voucher.code === code);
    if (found === undefined) throw { code: 'NOT_FOUND', message: `No voucher ${code}` } satisfies AppError;
    const ended = { ...found, expiresAt: Date.parse('2026-11-26T10:00:00Z') };
    this.vouchers = this.vouchers.map((voucher) => (voucher.code === code ? ended : voucher));
    return { ok: true, value: ended };
  }

  async transactions(from: string, to: string): Promise<StoreTransactions> {
    await this.call(`transactions ${from} ${to}`);
    return {
      from,
      to,
      timeZone: 'Europe/Helsinki',
      days: transactionDays(this.moneyOrders, from, to, 'Europe/Helsinki'),
    };
  }

  async profitAndLoss(from: string, to: string, by: PnlPeriod): Promise<StoreProfitAndLoss> {
    await this.call(`profitAndLoss ${from} ${to} ${by}`);
    const rows = profitAndLoss(this.moneyOrders, from, to, 'Europe/Helsinki', by);
    return { by, rows, totals: pnlTotals(rows) };
  }

  async orderRefunds(invoiceQueryId: string): Promise<OrderRefunds> {
    await this.call(`orderRefunds ${invoiceQueryId}`);
    const found = this.refundable.get(invoiceQueryId);
    if (found === undefined) throw { code: 'NOT_FOUND', message: `No order ${invoiceQueryId}` } satisfies AppError;
    return found;
  }

  /** Keeps the server's rule (planRefund) on the order as the fake holds it. */
  async refundOrder(invoiceQueryId: string, request: RefundOrderRequest): Promise<OfficeAnswer<OrderRefunds>> {
    await this.call(`refundOrder ${invoiceQueryId}`);
    this.refundsAsked.push({ invoiceQueryId, request });
    const refused = this.refuseNextRefund;
    this.refuseNextRefund = null;
    if (refused !== null) return refused;
    const order = await this.orderRefunds(invoiceQueryId);
    if (request.reason.trim() === '') return refusal('reason', 'Required');
    const check = planRefund(
      {
        status: order.cancelled ? 'order_cancelled' : 'order_delivered',
        paid: order.paid,
        payable: order.payable,
        voucherDiscount: order.voucherDiscount,
        lines: order.lines.map((line) => ({ ...line, id: line.lineId })),
        refunds: order.refunds,
      },
      request.choice,
    );
    if (!check.ok) return refusal(null, check.reason);
    const given = check.plan.lines;
    const changed: OrderRefunds = {
      ...order,
      refundable: order.refundable - check.plan.amount,
      lines: order.lines.map((line) => ({
        ...line,
        refundedQuantity: line.refundedQuantity + (given.find((each) => each.lineId === line.lineId)?.quantity ?? 0),
      })),
      refunds: [
        ...order.refunds,
        {
          queryId: `refund-${order.refunds.length + 1}`,
          kind: request.choice.kind,
          amount: check.plan.amount,
          reason: request.reason,
          lines: given.map((line) => ({ lineId: line.lineId, quantity: line.quantity, amount: line.amount })),
          createdAt: '2026-11-26T12:00:00.000Z',
        },
      ],
    };
    this.refundable.set(invoiceQueryId, changed);
    return { ok: true, value: changed };
  }

  private change(queryId: string, how: (account: StaffAccount) => StaffAccount): OfficeAnswer<StaffAccount> {
    const found = this.accounts.find((account) => account.queryId === queryId);
    if (found === undefined) throw { code: 'NOT_FOUND', message: `No staff account ${queryId}` } satisfies AppError;
    const changed = how(found);
    this.accounts = this.accounts.map((account) => (account.queryId === queryId ? changed : account));
    return { ok: true, value: changed };
  }
}

/** The seeded owner of Sataman Helmi, signed in. */
export const helmiOwnerSession: StaffSession = {
  token: 'owner-token-1',
  expiresAt: Date.parse('2026-11-26T20:00:00Z'),
  username: 'helmi-owner',
  fullName: 'Helmi Owner',
  role: 'owner',
  merchantQueryId: 'sataman-helmi',
  merchantName: 'Sataman Helmi',
  timeZone: 'Europe/Helsinki',
};

/** A delivered cash order of 24.80 unless said otherwise. */
export function moneyOrder(shortOrderId: string, placed: string, overrides: Partial<MoneyOrder> = {}): MoneyOrder {
  return {
    shortOrderId,
    status: 'order_delivered',
    placedAt: Date.parse(placed),
    paymentMethod: 'CASH',
    paidAt: null,
    payable: 2480,
    itemsDiscount: 100,
    voucherDiscount: 0,
    tip: 200,
    deliveryFee: 350,
    taxLines: [{ taxPercent: 14, gross: 2480, net: 2175, vat: 305 }],
    taxTotal: 305,
    ...overrides,
  };
}

/** A card order of two soups and a bread with a voucher and a tip, paid and not refunded yet. */
export const paidCardOrder: OrderRefunds = {
  queryId: 'card-order',
  shortOrderId: 'K7Q2',
  currency: 'EUR',
  paid: true,
  cancelled: false,
  payable: 3332,
  voucherDiscount: 348,
  refundable: 3332,
  lines: [
    { lineId: 'soup', productName: 'Lohikeitto', quantity: 2, refundedQuantity: 0, payable: 2980, taxPercent: 14 },
    { lineId: 'bread', productName: 'Ruisleipä', quantity: 1, refundedQuantity: 0, payable: 500, taxPercent: 25.5 },
  ],
  refunds: [],
};
