import type { NewStaffAccount, StaffAccount } from '@/domain/merchant-console/staff-account-rules';
import type {
  NewVoucher,
  PromotedProduct,
  PromotionTerms,
  StoreVoucher,
} from '@/domain/merchant-console/promotion-rules';
import type { PnlPeriod, PnlRow, TransactionDay } from '@/domain/merchant-console/store-money';
import type { StoreDashboard } from '@/domain/merchant-console/store-figures';
import type { ConsoleRole } from '@/domain/merchant-console/staff-session';
import type { RefundChoice } from '@/domain/orders/refund';

/** The server refused what was sent: its words, and the form's field they are about when it named one. */
export interface OfficeRefusal {
  readonly ok: false;
  readonly refusal: 'REFUSED';
  /** The form's field (fullName, password, …), or null when the refusal is about the whole request. */
  readonly field: string | null;
  readonly message: string;
}

/** A change the server made, or its refusal. */
export type OfficeAnswer<T> = { readonly ok: true; readonly value: T } | OfficeRefusal;

/**
 * The merchant service's office calls, made as the kept staff session: the store's staff accounts (owners only),
 * and the store's figures, promotions and money. Each method rejects with an AppError when the service cannot be
 * reached or fails: SESSION_EXPIRED when the session is no longer accepted, FORBIDDEN when the staff member's role
 * may not make the call. A refusal of what was sent (bad input, a rule) is an answer, not a rejection.
 */
export interface StoreOfficeGateway {
  /** The store's staff accounts, owners first. */
  staffAccounts(): Promise<StaffAccount[]>;
  addStaffAccount(account: NewStaffAccount): Promise<OfficeAnswer<StaffAccount>>;
  changeStaffRole(queryId: string, role: ConsoleRole): Promise<OfficeAnswer<StaffAccount>>;
  /** Sets a new password; the account's sessions end. */
  resetStaffPassword(queryId: string, password: string): Promise<OfficeAnswer<StaffAccount>>;
  /** Removes the account; the store's last owner is refused. */
  removeStaffAccount(queryId: string): Promise<OfficeAnswer<null>>;
  /** Today's figures of the store, counted by the server in the store's time zone. */
  dashboard(): Promise<StoreDashboard>;
  /** The store's products with their promotions, its vouchers, and the store's local date. */
  promotions(): Promise<StorePromotions>;
  /** Sets (or, with null, ends) a product's promotion; the answer is the product as now charged. */
  setPromotion(productQueryId: string, terms: PromotionTerms | null): Promise<OfficeAnswer<PromotedProduct>>;
  createVoucher(voucher: NewVoucher): Promise<OfficeAnswer<StoreVoucher>>;
  /** Ends a voucher now. */
  endVoucher(code: string): Promise<OfficeAnswer<StoreVoucher>>;
  /** The store's transactions per local day from `from` to `to` (owners only). */
  transactions(from: string, to: string): Promise<StoreTransactions>;
  /** Revenue, VAT, discounts, tips and delivery fees per day or month (owners only). */
  profitAndLoss(from: string, to: string, by: PnlPeriod): Promise<StoreProfitAndLoss>;
  /** What an order was paid and refunded, and what may still be (owners only). */
  orderRefunds(invoiceQueryId: string): Promise<OrderRefunds>;
  /** Refunds the order as chosen; the server computes the amount (owners only). */
  refundOrder(invoiceQueryId: string, request: RefundOrderRequest): Promise<OfficeAnswer<OrderRefunds>>;
}

export interface StoreTransactions {
  readonly from: string;
  readonly to: string;
  /** The store's time zone, which its days and times are counted in. */
  readonly timeZone: string;
  readonly days: readonly TransactionDay[];
}

export interface StoreProfitAndLoss {
  readonly by: PnlPeriod;
  readonly rows: readonly PnlRow[];
  readonly totals: Omit<PnlRow, 'period'>;
}

/** The promotions page's data. */
export interface StorePromotions {
  /** The store's local date, YYYY-MM-DD: a voucher's last day may not be before it. */
  readonly today: string;
  readonly products: readonly PromotedProduct[];
  readonly vouchers: readonly StoreVoucher[];
}

/** One line of an order as the refund dialog shows it. Money in minor units. */
export interface OrderRefundLine {
  readonly lineId: string;
  readonly productName: string;
  readonly quantity: number;
  readonly refundedQuantity: number;
  /** The line after its promotion, before the voucher. */
  readonly payable: number;
  readonly taxPercent: number;
}

/** A refund given on the order. */
export interface GivenOrderRefund {
  readonly queryId: string;
  readonly kind: RefundChoice['kind'];
  readonly amount: number;
  readonly reason: string;
  readonly lines: readonly { readonly lineId: string; readonly quantity: number; readonly amount: number }[];
  readonly createdAt: string;
}

/** What an order was paid, what was refunded, and what may still be (owners only). */
export interface OrderRefunds {
  readonly queryId: string;
  readonly shortOrderId: string;
  readonly currency: string;
  readonly paid: boolean;
  readonly cancelled: boolean;
  readonly payable: number;
  readonly voucherDiscount: number;
  readonly refundable: number;
  readonly lines: readonly OrderRefundLine[];
  readonly refunds: readonly GivenOrderRefund[];
}

/** What the owner asks: the choice and the reason. */
export interface RefundOrderRequest {
  readonly choice: RefundChoice;
  readonly reason: string;
}
