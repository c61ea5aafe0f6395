import type { Clock } from '../ports/clock.port';
import type { StoreOfficeGateway } from '../ports/store-office-gateway.port';
import { createOrderRefundUseCases } from './order-refunds.use-cases';
import { createPromotionUseCases } from './promotions.use-cases';
import { createStaffAccountUseCases } from './staff-accounts.use-cases';
import { createStoreFiguresUseCases } from './store-figures.use-cases';
import { createStoreMoneyUseCases } from './store-money.use-cases';
import type { StoreOfficeFeature } from './store-office.feature';

/** Every use case of the console's office pages over the office's gateway. */
export function createStoreOfficeUseCases(deps: { office: StoreOfficeGateway; clock: Clock }): StoreOfficeFeature {
  return {
    ...createStaffAccountUseCases(deps),
    ...createStoreFiguresUseCases(deps),
    ...createPromotionUseCases(deps),
    ...createStoreMoneyUseCases(deps),
    ...createOrderRefundUseCases(deps),
  };
}
