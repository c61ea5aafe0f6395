/** Where the merchant service's calls live under its base (merchantApiV1). */
export const merchantPaths = {
  staffSignIn: 'staff/sign_in',
  orders: 'orders',
  orderStatus: (invoiceQueryId: string) => `orders/${encodeURIComponent(invoiceQueryId)}/status`,
} as const;
