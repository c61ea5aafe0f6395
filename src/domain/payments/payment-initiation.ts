import type { Money } from '../pricing/money';

/** The provider's transaction id: the short order id, three dashes, then the amount in cents ("A1B2C---1999"). */
export function transactionId(shortOrderId: string, amount: Money): string {
  return `${shortOrderId}---${amount}`;
}
