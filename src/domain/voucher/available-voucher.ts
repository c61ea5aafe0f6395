import { checkVoucherCode } from './voucher-code';

/** A voucher the customer may still use at a store, as the wallet lists it. */
export interface AvailableVoucher {
  readonly code: string;
  readonly name: string;
  /** The instant it stops applying, in epoch milliseconds. */
  readonly expiresAt: number;
}

/**
 * The vouchers to offer at the cart summary: those not yet expired at `now`, soonest expiry first (ties by code),
 * each code once. A code the voucher field would refuse is left out, since tapping it could only fail.
 */
export function vouchersToOffer(vouchers: readonly AvailableVoucher[], now: number): readonly AvailableVoucher[] {
  const usable = vouchers
    .filter((voucher) => voucher.expiresAt > now && checkVoucherCode(voucher.code).ok)
    .sort((a, b) => a.expiresAt - b.expiresAt || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return usable.filter((voucher, index) => usable.findIndex((other) => other.code === voucher.code) === index);
}
