/**
 * Where the order calls live, relative to the wallet service base (v1 unless noted). Kept beside the order
 * contract until the shared path list takes them over.
 */
export const orderPaths = {
  invoices: 'invoices',
  /** The cart priced as an invoice would be, with nothing stored (the cart summary's figures). */
  quote: 'invoices/quote',
  /** The invoice update call: the invoice re-submitted on the user's channel. */
  invoice: (invoiceQueryId: string) => `invoices/${encodeURIComponent(invoiceQueryId)}`,
  validateVoucher: (invoiceQueryId: string) => `invoices/${encodeURIComponent(invoiceQueryId)}/validate_voucher`,
  checkout: (invoiceQueryId: string) => `invoices/${encodeURIComponent(invoiceQueryId)}/checkout`,
  placeOrder: (invoiceQueryId: string) => `invoices/${encodeURIComponent(invoiceQueryId)}/place_order`,
  receipt: (invoiceQueryId: string) => `invoices/${encodeURIComponent(invoiceQueryId)}/receipt`,
  /** Under the v2 base. */
  fetchInvoice: (invoiceQueryId: string) => `invoices/${encodeURIComponent(invoiceQueryId)}/fetch_invoice`,
  orders: 'users/orders',
  emailSend: 'email/send',
  merchantNotification: 'user/send/notification/merchant',
} as const;
