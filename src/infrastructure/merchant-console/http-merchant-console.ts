import { isAppError } from '@/application/errors/app-error';
import type {
  CashReceiptAnswer,
  MerchantConsoleGateway,
  StaffSignInAnswer,
  StatusChangeAnswer,
} from '@/application/ports/merchant-console-gateway.port';
import { errorBodySchema } from '@/contract/common/error.contract';
import { cashReceiptRefusalBodySchema } from '@/contract/merchant/cash-receipt.contract';
import {
  largestMerchantOrdersPage,
  merchantOrderResponseSchema,
  merchantOrdersResponseSchema,
} from '@/contract/merchant/merchant-order.contract';
import { merchantPaths } from '@/contract/merchant/merchant-paths';
import { pastOrdersPath, pastOrdersResponseSchema } from '@/contract/merchant/past-orders.contract';
import {
  pastOrdersPerPage,
  type PastOrderSearch,
  type PastOrdersPage,
} from '@/domain/merchant-console/past-order-search';
import {
  orderStatusChangeResponseSchema,
  statusChangeRefusalBodySchema,
} from '@/contract/merchant/order-status-change.contract';
import { staffSignOutResponseSchema } from '@/contract/merchant/staff-accounts.contract';
import { staffSignInResponseSchema } from '@/contract/merchant/staff-sign-in.contract';
import type { StaffCredentials } from '@/domain/merchant-console/staff-sign-in-rules';
import type { KnownOrderStatus } from '@/domain/orders/order-status';
import type { HttpClient } from '../http/http-client';
import { errorBodyOf } from '../http/request-error';
import { storeOrderOf } from './store-order-of';

/** The console shows the newest orders of the store: the largest page, more than a busy day's orders. */
const ordersShown = largestMerchantOrdersPage;

/** A status refused because another change came first answers 409; the request layer passes its body on. */
const concurrentChange = 409;

/** The merchant service (the request layer's merchant client, which names the staff caller on every call). */
export class HttpMerchantConsole implements MerchantConsoleGateway {
  constructor(private readonly merchantV1: HttpClient) {}

  async signIn(credentials: StaffCredentials): Promise<StaffSignInAnswer> {
    try {
      const answer = await this.merchantV1.post(
        merchantPaths.staffSignIn,
        { ...credentials },
        staffSignInResponseSchema,
        {
          sessionCall: true,
        },
      );
      return {
        ok: true,
        session: {
          token: answer.token,
          expiresAt: Date.parse(answer.expires_at),
          username: answer.staff.username,
          fullName: answer.staff.full_name,
          role: answer.staff.role,
          merchantQueryId: answer.merchant.query_id,
          merchantName: answer.merchant.name,
          timeZone: answer.merchant.time_zone,
        },
      };
    } catch (error) {
      // A wrong password and a locked sign-in are both 400 with the server's words.
      if (isAppError(error) && error.code === 'BAD_REQUEST') {
        const body = errorBodySchema.safeParse(errorBodyOf(error));
        return { ok: false, refusal: 'REFUSED', message: body.success ? body.data.error.message : error.message };
      }
      throw error;
    }
  }

  async signOut(): Promise<void> {
    await this.merchantV1.post(merchantPaths.staffSignOut, undefined, staffSignOutResponseSchema);
  }

  async storeOrders() {
    const answer = await this.merchantV1.get(
      merchantPaths.orders,
      { per_page: ordersShown },
      merchantOrdersResponseSchema,
    );
    return answer.orders.map(storeOrderOf);
  }

  async pastOrders(search: PastOrderSearch, page: number): Promise<PastOrdersPage> {
    const answer = await this.merchantV1.get(
      pastOrdersPath,
      { ...search, page, per_page: pastOrdersPerPage },
      pastOrdersResponseSchema,
    );
    return {
      orders: answer.orders.map(storeOrderOf),
      page: answer.pagination.page,
      pages: answer.pagination.total_pages,
      total: answer.pagination.total_items,
    };
  }

  async storeOrder(invoiceQueryId: string) {
    const answer = await this.merchantV1.get(merchantPaths.order(invoiceQueryId), {}, merchantOrderResponseSchema);
    return storeOrderOf(answer.order);
  }

  async changeStatus(invoiceQueryId: string, to: KnownOrderStatus): Promise<StatusChangeAnswer> {
    try {
      const answer = await this.merchantV1.put(
        merchantPaths.orderStatus(invoiceQueryId),
        { status: to },
        orderStatusChangeResponseSchema,
        { ownStatuses: [concurrentChange] },
      );
      return { ok: true, order: storeOrderOf(answer.order) };
    } catch (error) {
      const refusal = statusChangeRefusalBodySchema.safeParse(errorBodyOf(error));
      if (!refusal.success) throw error;
      return { ok: false, reason: refusal.data.error.code, current: refusal.data.error.current_status };
    }
  }

  async recordCashReceived(invoiceQueryId: string): Promise<CashReceiptAnswer> {
    try {
      const answer = await this.merchantV1.put(
        merchantPaths.cashReceived(invoiceQueryId),
        {},
        merchantOrderResponseSchema,
      );
      return { ok: true, order: storeOrderOf(answer.order) };
    } catch (error) {
      const refusal = cashReceiptRefusalBodySchema.safeParse(errorBodyOf(error));
      if (!refusal.success) throw error;
      return { ok: false, reason: refusal.data.error.code };
    }
  }
}
