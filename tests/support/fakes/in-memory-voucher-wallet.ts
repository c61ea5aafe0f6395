import type { VoucherWallet } from '@/application/ports/voucher-wallet.port';
import type { AppError } from '@/application/errors/app-error';
import type { AvailableVoucher } from '@/domain/voucher/available-voucher';

/** A wallet in memory: the vouchers each user holds at each store, and who asked. */
export class InMemoryVoucherWallet implements VoucherWallet {
  private readonly held = new Map<string, AvailableVoucher[]>();
  private failure: AppError | null = null;
  readonly calls: { readonly userQueryId: string; readonly storeQueryId: string }[] = [];

  give(userQueryId: string, storeQueryId: string, ...vouchers: AvailableVoucher[]): void {
    const key = `${userQueryId} ${storeQueryId}`;
    this.held.set(key, [...(this.held.get(key) ?? []), ...vouchers]);
  }

  /** Every later call fails as the network would. */
  failWith(error: AppError): void {
    this.failure = error;
  }

  async availableAt(userQueryId: string, storeQueryId: string): Promise<readonly AvailableVoucher[]> {
    this.calls.push({ userQueryId, storeQueryId });
    if (this.failure) throw this.failure;
    return this.held.get(`${userQueryId} ${storeQueryId}`) ?? [];
  }
}
