import type { FastifyInstance } from 'fastify';
import type { ServerDatabase } from '../db/database';
import { registerDashboardRoute } from './routes/dashboard-route';
import type { MerchantContext } from './merchant-context';
import { OfficeOrderReader } from './store/office-order-reader';
import { registerPromotionRoutes } from './routes/promotion-routes';
import { PromotionStore } from './store/promotion-store';
import { registerStoreMoneyRoutes } from './routes/store-money-routes';
import { StaffAccountStore } from './store/staff-account-store';
import { registerStaffAccountRoutes } from './routes/staff-account-routes';

/**
 * The console's office: the owner's staff accounts, the day's figures, promotions and vouchers, and the owner's
 * money pages. One registration, so the merchant module gains one line for all of them.
 */
export function registerOfficeRoutes(app: FastifyInstance, context: MerchantContext, db: ServerDatabase): void {
  registerStaffAccountRoutes(app, context, new StaffAccountStore(db, context.clock));
  const orders = new OfficeOrderReader(db);
  registerDashboardRoute(app, context, orders);
  registerStoreMoneyRoutes(app, context, orders);
  registerPromotionRoutes(app, context, new PromotionStore(db));
}
