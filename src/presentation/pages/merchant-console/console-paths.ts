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
  test: '/test',
};

/** The four-step merchant wizard prototype, built at its own route beside the console. */
export const merchantWizardPath = '/merchant-wizard';
