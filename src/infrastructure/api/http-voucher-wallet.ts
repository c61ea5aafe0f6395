import type { VoucherWallet } from '@/application/ports/voucher-wallet.port';
import { accountsPaths } from '@/contract/accounts/accounts-paths';
import { vouchersResponseSchema } from '@/contract/accounts/voucher.contract';
import type { AvailableVoucher } from '@/domain/voucher/available-voucher';
import type { HttpClient } from '../http/http-client';

/** The wallet service's list of a user's vouchers at a store, over HTTP. */
export class HttpVoucherWallet implements VoucherWallet {
  constructor(private readonly http: HttpClient) {}

  async availableAt(userQueryId: string, storeQueryId: string): Promise<readonly AvailableVoucher[]> {
    const body = await this.http.get(
      accountsPaths.vouchers(userQueryId),
      { merchant_query_id: storeQueryId },
      vouchersResponseSchema,
    );
    return body.vouchers.map((voucher) => ({
      code: voucher.code,
      name: voucher.name,
      expiresAt: Date.parse(voucher.expires_at),
    }));
  }
}
