import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { ConsolePage } from '@/domain/merchant-console/staff-session';
import { useConsoleTexts } from '../../i18n/console-texts';
import { consolePageAt } from './console-paths';
import { DashboardPage } from './dashboard/dashboard-page';
import { InventoryRoute } from './inventory/inventory-route';
import { MerchantConsolePage } from './merchant-console-page';
import { OrdersRoute } from './orders/orders-route';
import { PnlPage } from './pnl/pnl-page';
import { PromotionsPage } from './promotions/promotions-page';
import { SmokeTestPage } from './smoke-test/smoke-test-page';
import { TransactionsPage } from './transactions/transactions-page';
import { StaffMgmtPage } from './staff-mgmt/staff-mgmt-page';
import { lazyWithTexts } from '../../i18n/lazy-with-texts';

// The owner's settings are opened seldom: their form comes in a chunk of its own.
const StoreSettingsPage = lazyWithTexts(
  () => import(/* webpackChunkName: "console-store-settings" */ './settings/store-settings-page'),
);

/** The content of each console page built so far. */
const pageContent: Partial<Record<ConsolePage, () => ReactNode>> = {
  orders: () => <OrdersRoute />,
  inventory: () => <InventoryRoute />,
  test: () => <SmokeTestPage />,
  staff: () => <StaffMgmtPage />,
  dashboard: () => <DashboardPage />,
  promotions: () => <PromotionsPage />,
  transactions: () => <TransactionsPage />,
  pnl: () => <PnlPage />,
  settings: () => (
    <Suspense>
      <StoreSettingsPage />
    </Suspense>
  ),
};

/** A page whose place while the session is looked up is more than its heading: the orders' views stay put. */
const pageFrame: Partial<Record<ConsolePage, () => ReactNode>> = {
  orders: () => <OrdersRoute frame />,
};

/**
 * Every console route, one lazy chunk: the console's texts, its frame with the sign-in, and the page of the route's
 * path. A default export reading its page from the path, so the route table adds nothing but the path per page.
 */
export default function MerchantConsoleRoute() {
  useConsoleTexts();
  const page = consolePageAt(useLocation().pathname);
  return (
    <MerchantConsolePage page={page} frame={pageFrame[page]?.()}>
      {pageContent[page]?.()}
    </MerchantConsolePage>
  );
}
