import type {
  OfficeAnswer,
  OrderRefunds,
  RefundOrderRequest,
  StoreOfficeGateway,
  StoreProfitAndLoss,
  StorePromotions,
  StoreTransactions,
} from '@/application/ports/store-office-gateway.port';
import { dashboardResponseSchema } from '@/contract/merchant/dashboard.contract';
import {
  promotedProductResponseSchema,
  promotionsResponseSchema,
  storeVoucherResponseSchema,
  type PromotedProductDto,
  type StoreVoucherDto,
} from '@/contract/merchant/promotions.contract';
import {
  pnlResponseSchema,
  transactionsResponseSchema,
  type PnlResponse,
} from '@/contract/merchant/store-money.contract';
import { merchantPaths } from '@/contract/merchant/merchant-paths';
import { orderRefundsResponseSchema, type OrderRefundsResponse } from '@/contract/merchant/refund.contract';
import { officePaths } from '@/contract/merchant/office-paths';
import {
  staffAccountRemovedSchema,
  staffAccountResponseSchema,
  staffAccountsResponseSchema,
  type StaffAccountDto,
} from '@/contract/merchant/staff-accounts.contract';
import type { NewStaffAccount, StaffAccount } from '@/domain/merchant-console/staff-account-rules';
import type {
  NewVoucher,
  PromotedProduct,
  PromotionTerms,
  StoreVoucher,
} from '@/domain/merchant-console/promotion-rules';
import type { PnlPeriod, PnlRow, VatShare } from '@/domain/merchant-console/store-money';
import type { StoreDashboard } from '@/domain/merchant-console/store-figures';
import type { ConsoleRole } from '@/domain/merchant-console/staff-session';
import type { HttpClient } from '../http/http-client';
import { officeChange } from './office-refusal-of';

/** The contract's fields of a staff account's calls, as the console's forms name them. */
const staffFields = { username: 'username', full_name: 'fullName', password: 'password', role: 'role' } as const;

function staffAccountOf(dto: StaffAccountDto): StaffAccount {
  return { queryId: dto.query_id, username: dto.username, fullName: dto.full_name, role: dto.role };
}

/** The merchant service's office calls, through the console's merchant client (staff token and headers). */
export class HttpStoreOffice implements StoreOfficeGateway {
  constructor(private readonly merchantV1: HttpClient) {}

  async staffAccounts(): Promise<StaffAccount[]> {
    const answer = await this.merchantV1.get(merchantPaths.staffAccounts, {}, staffAccountsResponseSchema);
    return answer.staff.map(staffAccountOf);
  }

  addStaffAccount(account: NewStaffAccount): Promise<OfficeAnswer<StaffAccount>> {
    return officeChange(async () => {
      const body = {
        username: account.username,
        full_name: account.fullName,
        password: account.password,
        role: account.role,
      };
      const answer = await this.merchantV1.post(merchantPaths.staffAccounts, body, staffAccountResponseSchema);
      return staffAccountOf(answer.account);
    }, staffFields);
  }

  changeStaffRole(queryId: string, role: ConsoleRole): Promise<OfficeAnswer<StaffAccount>> {
    return officeChange(async () => {
      const answer = await this.merchantV1.put(officePaths.staffRole(queryId), { role }, staffAccountResponseSchema);
      return staffAccountOf(answer.account);
    }, staffFields);
  }

  resetStaffPassword(queryId: string, password: string): Promise<OfficeAnswer<StaffAccount>> {
    return officeChange(async () => {
      const answer = await this.merchantV1.put(
        officePaths.staffPassword(queryId),
        { password },
        staffAccountResponseSchema,
      );
      return staffAccountOf(answer.account);
    }, staffFields);
  }

  removeStaffAccount(queryId: string): Promise<OfficeAnswer<null>> {
    return officeChange(async () => {
      await this.merchantV1.delete(officePaths.staffAccount(queryId), undefined, staffAccountRemovedSchema);
      return null;
    }, staffFields);
  }

  async dashboard(): Promise<StoreDashboard> {
    const answer = await this.merchantV1.get(officePaths.dashboard, {}, dashboardResponseSchema);
    return {
      date: answer.date,
      timeZone: answer.time_zone,
      currency: answer.currency,
      orders: answer.orders,
      byStatus: answer.by_status,
      revenue: answer.revenue,
      unpaid: answer.unpaid,
      averagePreparationMinutes: answer.average_preparation_minutes,
      hours: answer.hours,
    };
  }

  async promotions(): Promise<StorePromotions> {
    const answer = await this.merchantV1.get(officePaths.promotions, {}, promotionsResponseSchema);
    return {
      today: answer.today,
      products: answer.products.map(promotedProductOf),
      vouchers: answer.vouchers.map(storeVoucherOf),
    };
  }

  setPromotion(productQueryId: string, terms: PromotionTerms | null): Promise<OfficeAnswer<PromotedProduct>> {
    return officeChange(async () => {
      const path = officePaths.productPromotion(productQueryId);
      const answer =
        terms === null
          ? await this.merchantV1.delete(path, undefined, promotedProductResponseSchema)
          : await this.merchantV1.put(
              path,
              { promotion_nature: terms.nature, promotion_amount: terms.amount },
              promotedProductResponseSchema,
            );
      return promotedProductOf(answer.product);
    }, promotionFields);
  }

  createVoucher(voucher: NewVoucher): Promise<OfficeAnswer<StoreVoucher>> {
    return officeChange(async () => {
      const body = {
        code: voucher.code,
        name: voucher.name,
        discount_kind: voucher.kind,
        amount: voucher.amount,
        last_day: voucher.lastDay,
      };
      const answer = await this.merchantV1.post(officePaths.vouchers, body, storeVoucherResponseSchema);
      return storeVoucherOf(answer.voucher);
    }, voucherFields);
  }

  endVoucher(code: string): Promise<OfficeAnswer<StoreVoucher>> {
    return officeChange(async () => {
      const answer = await this.merchantV1.delete(officePaths.voucher(code), undefined, storeVoucherResponseSchema);
      return storeVoucherOf(answer.voucher);
    }, voucherFields);
  }

  async transactions(from: string, to: string): Promise<StoreTransactions> {
    const answer = await this.merchantV1.get(officePaths.transactions, { from, to }, transactionsResponseSchema);
    return {
      from: answer.from,
      to: answer.to,
      timeZone: answer.time_zone,
      days: answer.days.map((day) => ({
        date: day.date,
        net: day.net,
        refunds: day.refunds,
        vat: day.vat.map(vatShareOf),
        transactions: day.transactions.map((transaction) => ({
          shortOrderId: transaction.short_order_id,
          placedAt: Date.parse(transaction.placed_at),
          paymentMethod: transaction.payment_method,
          paid: transaction.paid,
          refund: transaction.refund,
          amount: transaction.amount,
          vat: transaction.vat.map(vatShareOf),
        })),
      })),
    };
  }

  async profitAndLoss(from: string, to: string, by: PnlPeriod): Promise<StoreProfitAndLoss> {
    const answer = await this.merchantV1.get(officePaths.profitAndLoss, { from, to, by }, pnlResponseSchema);
    return {
      by: answer.by,
      rows: answer.rows.map((row) => ({ period: row.period, ...figuresOf(row) })),
      totals: figuresOf(answer.totals),
    };
  }

  async orderRefunds(invoiceQueryId: string): Promise<OrderRefunds> {
    return orderRefundsOf(
      await this.merchantV1.get(merchantPaths.refunds(invoiceQueryId), {}, orderRefundsResponseSchema),
    );
  }

  refundOrder(invoiceQueryId: string, request: RefundOrderRequest): Promise<OfficeAnswer<OrderRefunds>> {
    return officeChange(async () => {
      const { choice } = request;
      const body = {
        kind: choice.kind,
        reason: request.reason,
        ...(choice.kind === 'lines'
          ? { lines: choice.lines.map((line) => ({ line_id: line.lineId, quantity: line.quantity })) }
          : {}),
        ...(choice.kind === 'amount' ? { amount: choice.amount } : {}),
      };
      const answer = await this.merchantV1.post(
        merchantPaths.refunds(invoiceQueryId),
        body,
        orderRefundsResponseSchema,
      );
      return orderRefundsOf(answer);
    }, refundFields);
  }
}

/** The refund request's fields as the refund dialog names them; a line's field is the lines'. */
const refundFields: Readonly<Record<string, string>> = {
  reason: 'reason',
  amount: 'amount',
  lines: 'lines',
  kind: 'kind',
};

function orderRefundsOf(dto: OrderRefundsResponse): OrderRefunds {
  return {
    queryId: dto.query_id,
    shortOrderId: dto.short_order_id,
    currency: dto.currency,
    paid: dto.paid,
    cancelled: dto.cancelled,
    payable: dto.payable,
    voucherDiscount: dto.voucher_discount,
    refundable: dto.refundable,
    lines: dto.lines.map((line) => ({
      lineId: line.line_id,
      productName: line.product_name,
      quantity: line.quantity,
      refundedQuantity: line.refunded_quantity,
      payable: line.payable,
      taxPercent: line.tax_percent,
    })),
    refunds: dto.refunds.map((refund) => ({
      queryId: refund.query_id,
      kind: refund.kind,
      amount: refund.amount,
      reason: refund.reason,
      lines: refund.lines.map((line) => ({ lineId: line.line_id, quantity: line.quantity, amount: line.amount })),
      createdAt: refund.created_at,
    })),
  };
}

function vatShareOf(dto: { tax_percent: number; gross: number; net: number; vat: number }): VatShare {
  return { taxPercent: dto.tax_percent, gross: dto.gross, net: dto.net, vat: dto.vat };
}

function figuresOf(dto: PnlResponse['totals']): Omit<PnlRow, 'period'> {
  return {
    orders: dto.orders,
    revenue: dto.revenue,
    unpaid: dto.unpaid,
    vat: dto.vat,
    discounts: dto.discounts,
    tips: dto.tips,
    deliveryFees: dto.delivery_fees,
    refunds: dto.refunds,
  };
}

const promotionFields = { promotion_amount: 'amount', promotion_nature: 'nature' } as const;
const voucherFields = {
  code: 'code',
  name: 'name',
  discount_kind: 'kind',
  amount: 'amount',
  last_day: 'lastDay',
} as const;

function promotedProductOf(dto: PromotedProductDto): PromotedProduct {
  return {
    queryId: dto.query_id,
    name: dto.name,
    price: dto.cost,
    priceAfterPromotion: dto.cost_after_discount,
    promotion:
      dto.promotion === null
        ? null
        : { nature: dto.promotion.promotion_nature, amount: dto.promotion.promotion_amount },
  };
}

function storeVoucherOf(dto: StoreVoucherDto): StoreVoucher {
  return {
    code: dto.code,
    name: dto.name,
    kind: dto.discount_kind,
    amount: dto.amount,
    expiresAt: Date.parse(dto.expires_at),
  };
}
