import { useParams } from 'react-router-dom';
import { orderDetailPath } from '../pages/order-history/order-paths';
import { RedirectTo } from './redirect-to';

/**
 * An order's short address opens its confirmation with the details shown, in place of the short address: Back
 * leads to where the visitor was before, not through the short address again.
 */
export function OrderShortAddress() {
  const { invoiceQueryId = '' } = useParams();
  return <RedirectTo to={orderDetailPath(invoiceQueryId, undefined)} />;
}
