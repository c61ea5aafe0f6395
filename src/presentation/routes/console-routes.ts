// The console's routes, outside the shop's frame (the spec's merchant and staff routes).
export const consoleRoutes: readonly string[] = [
  'orders-mgmt/*',
  'inventory-mgmt/*',
  'test',
  'staff-mgmt',
  'dashboard',
  'promotions',
  'transactions',
  'pnl',
  'store-settings',
];
