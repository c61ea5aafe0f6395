import type { OrderStatusListener } from '../order-events/order-status-listener';

/** The QR code of an order as a data: URL of an image, leading to the order's page on the storefront at baseUrl. */
export type QrDataUrl = (invoiceQueryId: string, baseUrl: string) => Promise<string>;

/** Where the orders module meets modules written beside it; each has the server's own as default. */
export interface OrderSeams {
  readonly onStatusChanged?: OrderStatusListener;
  readonly qrDataUrl?: QrDataUrl;
}
