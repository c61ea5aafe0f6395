import type { Cart } from '@/domain/cart/cart';
import type { Tip } from '@/domain/tip/tip';

/**
 * A cash order the customer confirmed while the network was gone: what the cart summary showed when they
 * confirmed, and the idempotency key made then, which every sending of it carries (the server places one order
 * per key, however often it arrives).
 */
export interface QueuedCashOrder {
  readonly idempotencyKey: string;
  readonly cart: Cart;
  readonly tip: Tip;
  readonly voucherCode: string | null;
  readonly note: string | null;
  readonly tradeTypeId: number | null;
  /**
   * The signed-in user who confirmed it (a guest too has one); null when nobody was. The order is that user's:
   * once their session ended (a sign-out empties the cart too), it is never sent as the next user's.
   */
  readonly userQueryId: string | null;
  /** When the customer confirmed it, in milliseconds since the epoch. */
  readonly queuedAt: number;
}

/** The cash orders waiting in the browser for the network, shared by every tab of the shop. */
export interface QueuedCashOrders {
  add(order: QueuedCashOrder): Promise<void>;
  /** Every waiting order, the oldest first. */
  all(): Promise<readonly QueuedCashOrder[]>;
  /** The order is no longer waiting (placed or refused); nothing happens when it was gone already. */
  remove(idempotencyKey: string): Promise<void>;
}
