import { vouchersToOffer, type AvailableVoucher } from '@/domain/voucher/available-voucher';
import type { Clock } from '../ports/clock.port';
import type { SessionStore } from '../ports/session-store.port';
import type { VoucherWallet } from '../ports/voucher-wallet.port';

/**
 * The vouchers the signed-in customer may pick at the cart summary of a store, soonest expiry first. Nobody
 * signed in has no wallet, so the server is not asked. Picking one applies it as a typed code would: the
 * server still decides whether it applies.
 * @throws AppError when the server cannot be reached.
 */
export type ListAvailableVouchers = (request: {
  readonly storeQueryId: string;
}) => Promise<readonly AvailableVoucher[]>;

export function createListAvailableVouchers(deps: {
  voucherWallet: VoucherWallet;
  sessionStore: SessionStore;
  clock: Clock;
}): ListAvailableVouchers {
  return async ({ storeQueryId }) => {
    const session = await deps.sessionStore.load();
    if (session === null) return [];
    const vouchers = await deps.voucherWallet.availableAt(session.user.queryId, storeQueryId);
    return vouchersToOffer(vouchers, deps.clock.now());
  };
}
