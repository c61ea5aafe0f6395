import type { StaffAccountUseCases } from './staff-accounts.use-cases';

/** The console's office pages: the store's staff accounts, figures, promotions and money. */
export type StoreOfficeFeature = StaffAccountUseCases;
