/** The confirmation of one order, opened from the history straight to its detail (no receipt prompt). */
export function orderDetailPath(invoiceQueryId: string, tradeTypeId: number | undefined): string {
  const query = new URLSearchParams({ showOrderDetail: 'true' });
  if (tradeTypeId !== undefined) query.set('trade_type_id', String(tradeTypeId));
  return `/checkout/payment-success/${encodeURIComponent(invoiceQueryId)}?${query.toString()}`;
}
