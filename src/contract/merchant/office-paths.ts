/**
 * Where the console's office calls live under the merchant service's base (merchantApiV1): the staff accounts,
 * the day's figures, the promotions and the owner's money pages. Kept apart from merchantPaths (the orders' calls).
 */
export const officePaths = {
  staffAccount: (staffQueryId: string) => `staff/${encodeURIComponent(staffQueryId)}`,
  staffRole: (staffQueryId: string) => `staff/${encodeURIComponent(staffQueryId)}/role`,
  staffPassword: (staffQueryId: string) => `staff/${encodeURIComponent(staffQueryId)}/password`,
  dashboard: 'dashboard',
  promotions: 'promotions',
  productPromotion: (productQueryId: string) => `promotions/products/${encodeURIComponent(productQueryId)}`,
  vouchers: 'vouchers',
  voucher: (code: string) => `vouchers/${encodeURIComponent(code)}`,
  transactions: 'transactions',
  transactionsCsv: 'transactions.csv',
  profitAndLoss: 'pnl',
} as const;
