import type { OrderRefundUseCases } from './order-refunds.use-cases';
import type { PromotionUseCases } from './promotions.use-cases';
import type { StaffAccountUseCases } from './staff-accounts.use-cases';
import type { StoreFiguresUseCases } from './store-figures.use-cases';
import type { StoreMoneyUseCases } from './store-money.use-cases';

/** The console's office pages: the store's staff accounts, figures, promotions and money, and the owner's refunds. */
export type StoreOfficeFeature = StaffAccountUseCases &
  StoreFiguresUseCases &
  PromotionUseCases &
  StoreMoneyUseCases &
  OrderRefundUseCases;
