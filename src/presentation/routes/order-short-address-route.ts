import { orderShortPathSegment } from '@/domain/payments/payment-success';

/**
 * The route of an order's short address (what its QR code holds), relative to the app's root, from the one
 * definition the server draws the code with. Apart from its screen, so the start-up can match it without the
 * screen's code.
 */
export const orderShortAddressRoute = `${orderShortPathSegment}/:invoiceQueryId`;
