import type { ConsolePage } from '@/domain/merchant-console/staff-session';

/** The spec's route of each console page. */
export const consolePaths: Readonly<Record<ConsolePage, string>> = {
  dashboard: '/dashboard',
  orders: '/orders-mgmt',
  inventory: '/inventory-mgmt',
  promotions: '/promotions',
  transactions: '/transactions',
  staff: '/staff-mgmt',
  pnl: '/pnl',
  settings: '/store-settings',
  test: '/test',
};

/** The four-step merchant wizard prototype, built at its own route beside the console. */
export const merchantWizardPath = '/merchant-wizard';

/**
 * The console page at a path or under it (/inventory-mgmt/add is the inventory's); the orders for any other, as the
 * route table sends only console paths here.
 */
export function consolePageAt(pathname: string): ConsolePage {
  const path = pathname.replace(/\/+$/, '');
  const found = (Object.entries(consolePaths) as [ConsolePage, string][]).find(
    ([, known]) => known === path || path.startsWith(`${known}/`),
  );
  return found?.[0] ?? 'orders';
}
