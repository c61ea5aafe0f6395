import type { VoucherGateway, VoucherVerdict } from '@/application/ports/voucher-gateway.port';
import { isAppError } from '@/application/errors/app-error';
import { orderPaths } from '@/contract/orders/order-paths';
import { validateVoucherResponseSchema } from '@/contract/orders/validate-voucher.contract';
import type { HttpClient } from '../http/http-client';

/** The wallet service's voucher check on an invoice, over HTTP. */
export class HttpVoucherGateway implements VoucherGateway {
  constructor(private readonly http: HttpClient) {}

  async validate(invoiceQueryId: string, code: string): Promise<VoucherVerdict> {
    try {
      const body = await this.http.put(
        orderPaths.validateVoucher(invoiceQueryId),
        { invoice: { voucher_code: code, query_id: invoiceQueryId } },
        validateVoucherResponseSchema,
      );
      return { ok: true, discount: body.voucher.discount_amount, payable: body.invoice.cents };
    } catch (error) {
      // The server refuses an unknown, expired or unfit voucher with 400 and its own text, which the customer reads.
      if (isAppError(error) && error.code === 'BAD_REQUEST') return { ok: false, message: error.message };
      throw error;
    }
  }
}
