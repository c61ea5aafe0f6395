import type { StoreOfficeGateway } from '../ports/store-office-gateway.port';
import { createStaffAccountUseCases } from './staff-accounts.use-cases';
import { createStoreFiguresUseCases } from './store-figures.use-cases';
import type { StoreOfficeFeature } from './store-office.feature';

/** Every use case of the console's office pages over the office's gateway. */
export function createStoreOfficeUseCases(deps: { office: StoreOfficeGateway }): StoreOfficeFeature {
  return { ...createStaffAccountUseCases(deps), ...createStoreFiguresUseCases(deps) };
}
