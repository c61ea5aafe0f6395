import { Navigate, useParams } from 'react-router-dom';
import { orderShortPathSegment } from '@/domain/payment/payment-success';
import { orderDetailPath } from '../pages/order-history/order-paths';

/** The route of an order's short address (what its QR code holds), from the one definition the server uses too. */
export const orderShortAddressRoute = `${orderShortPathSegment}/:invoiceQueryId`;

/**
 * An order's short address opens its confirmation with the details shown, in place of the short address: Back
 * leads to where the visitor was before, not through the short address again.
 */
export function OrderShortAddress() {
  const { invoiceQueryId = '' } = useParams();
  return <Navigate replace to={orderDetailPath(invoiceQueryId, undefined)} />;
}
