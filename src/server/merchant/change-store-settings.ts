import { canonicalTimeZone } from '../catalogue/index';
import type { MerchantContext } from './merchant-context';
import type { StaffMember } from './store/staff-session-store';
import type { StoreSettingsStore } from './store/store-settings-store';

/** The owner's settings as sent: a time zone by any name the runtime knows, and the countdown's switch. */
export interface StoreSettingsAsSent {
  readonly timeZone: string;
  readonly preparationTimeFlag: boolean;
}

export type StoreSettingsChange =
  | { readonly outcome: 'changed' }
  /** The runtime knows no zone of that name: the store's days could not be counted in it. */
  | { readonly outcome: 'refused'; readonly reason: 'unknown_time_zone' };

/**
 * Changes the store's time zone and whether its customers see a preparation countdown. The zone is kept under its
 * canonical name, so the store's pages and reports read one spelling of it.
 */
export async function changeStoreSettings(
  context: Pick<MerchantContext, 'log'>,
  store: Pick<StoreSettingsStore, 'write'>,
  owner: StaffMember,
  sent: StoreSettingsAsSent,
): Promise<StoreSettingsChange> {
  const timeZone = canonicalTimeZone(sent.timeZone);
  if (timeZone === null) return { outcome: 'refused', reason: 'unknown_time_zone' };
  await store.write(owner.companyId, { timeZone, preparationTimeFlag: sent.preparationTimeFlag });
  context.log.info(
    { store: owner.companyQueryId, timeZone, preparationTimeFlag: sent.preparationTimeFlag },
    'Store settings changed',
  );
  return { outcome: 'changed' };
}
