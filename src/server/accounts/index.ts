/**
 * What other folders of src/server may use of accounts: the one file they may import from it (the rule
 * server-module-only-through-index in .config/dependency-cruiser.cjs), so its other files can change freely.
 * This is accounts' face to the other server modules: its module, the PIN hashing and lockout rules the staff
 * sign-in shares, the trade types and channels an order is priced and settled by, the vouchers orders redeem,
 * and the tables others read (addresses, vouchers, staff).
 */
export { accountsModule } from './accounts-module';
export { hashPin, spendPinCheckTime, verifyPin } from './pin-hash';
export type { WrongPinOutcome } from './store/pin-lockout';
export { pinLockMs, wrongPinsBeforeLock } from './pin-lockout-rules';
export { tradeTypesOf } from './trade-types';
export { userChannels } from './user-channels';
export { VoucherRepository, type VoucherRow } from './store/voucher-repository';
export { addresses, staff, vouchers, type ConsoleRole, type StaffRole } from './accounts-schema';
