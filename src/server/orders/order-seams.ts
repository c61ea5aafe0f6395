import type { RealtimeEvent } from '@/contract/realtime/realtime-event.contract';

/**
 * Called after an order's status changed and the change is committed, with the user's query id. The server
 * wires the real-time hub here; tests and tools may pass their own.
 */
export type OrderStatusListener = (userQueryId: string, event: RealtimeEvent) => void;

/** The QR code of an order as a data: URL of an image, leading to the order's page on the storefront at baseUrl. */
export type QrDataUrl = (invoiceQueryId: string, baseUrl: string) => Promise<string>;

/** Where the orders module meets modules written beside it; each has the server's own as default. */
export interface OrderSeams {
  readonly onStatusChanged?: OrderStatusListener;
  readonly qrDataUrl?: QrDataUrl;
}
