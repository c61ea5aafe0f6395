import type { AvailableVoucher } from '@/domain/voucher/available-voucher';

/** The customer's wallet of vouchers on the server. */
export interface VoucherWallet {
  /**
   * The vouchers the user may use at the store, as the server lists them (GET users/{id}/vouchers).
   * @throws AppError when the server cannot be reached or answers something unreadable.
   */
  availableAt(userQueryId: string, storeQueryId: string): Promise<readonly AvailableVoucher[]>;
}
