import type { PaymentMethod } from './payment-method';

/**
 * Cash is the one method that can wait for the network (issue 29, part 3): the order is sent when the network
 * returns and paid on delivery. A card or a bank payment needs the provider there and then.
 */
export function needsNetworkToPay(method: PaymentMethod): boolean {
  return method !== 'CASH';
}
