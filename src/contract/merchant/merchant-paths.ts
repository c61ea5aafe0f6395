/** Where the merchant service's calls live under its base (merchantApiV1). */
export const merchantPaths = {
  staffSignIn: 'staff/sign_in',
  staffSignOut: 'staff/sign_out',
  /** The store's staff accounts (owners only). */
  staffAccounts: 'staff',
  orders: 'orders',
  /** The store's order events as server-sent events, with the staff token in the Authorization header. */
  orderEvents: 'orders/events',
  order: (invoiceQueryId: string) => `orders/${encodeURIComponent(invoiceQueryId)}`,
  orderStatus: (invoiceQueryId: string) => `orders/${encodeURIComponent(invoiceQueryId)}/status`,
  cashReceived: (invoiceQueryId: string) => `orders/${encodeURIComponent(invoiceQueryId)}/cash_received`,
  refunds: (invoiceQueryId: string) => `orders/${encodeURIComponent(invoiceQueryId)}/refunds`,
  readyBy: (invoiceQueryId: string) => `orders/${encodeURIComponent(invoiceQueryId)}/ready_by`,
  /** How the store slows its kitchen: the pause and the cap of orders per 15 minutes. */
  orderIntake: 'store/order_intake',
  orderPause: 'store/order_intake/pause',
  orderCap: 'store/order_intake/cap',
  /** The owner's settings of the store: its time zone and the customer's preparation countdown. */
  storeSettings: 'store/settings',
} as const;
