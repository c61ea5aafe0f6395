import { knownOrderStatuses, type KnownOrderStatus } from '../orders/order-status';

/** One line of a store's order as the kitchen reads it. */
export interface StoreOrderLine {
  readonly productName: string;
  readonly quantity: number;
  readonly size: string | null;
  readonly color: string | null;
  readonly variants: readonly string[];
  /** The customer's note for this line; empty when none. */
  readonly instruction: string;
}

/** Where a delivery goes, as the order keeps it; a part the customer left empty is an empty text. */
export interface StoreDeliveryAddress {
  readonly name: string;
  readonly building: string;
  readonly street: string;
  readonly floor: string;
  readonly room: string;
  readonly landmark: string;
  readonly district: string;
  /** The flat and the area on one line, as the address was saved. */
  readonly description: string;
  readonly lat: number;
  readonly long: number;
}

/** What the order's total is made of, in integer minor units; the voucher is null when none was used. */
export interface StoreOrderAmounts {
  readonly subTotal: number;
  readonly itemsDiscount: number;
  readonly voucher: { readonly code: string; readonly discount: number } | null;
  readonly tip: number;
  readonly serviceFee: number;
  readonly deliveryFee: number;
}

/** A placed order of the signed-in staff member's store. Amounts in integer minor units. */
export interface StoreOrder {
  readonly queryId: string;
  readonly shortOrderId: string;
  readonly status: KnownOrderStatus;
  /** Exactly the statuses the server allows next, in the order they are offered; empty once closed. */
  readonly nextStatuses: readonly KnownOrderStatus[];
  /** Milliseconds since the Unix epoch. */
  readonly placedAt: number;
  readonly customerName: string | null;
  /** The customer's mobile number; the server gives it for a delivery only. */
  readonly customerPhone: string | null;
  /** Where the order is delivered; null for a pickup. */
  readonly delivery: StoreDeliveryAddress | null;
  readonly paymentType: string;
  readonly paid: boolean;
  readonly currency: string;
  readonly payable: number;
  readonly amounts: StoreOrderAmounts;
  readonly lines: readonly StoreOrderLine[];
  /** What the customer wrote to the store about the whole order (allergies, a door code); null when nothing. */
  readonly note: string | null;
  /** When the kitchen expects the order ready (epoch ms), from the staff's estimate; null or absent until given. */
  readonly readyBy?: number | null;
}

export interface StatusGroup {
  readonly status: KnownOrderStatus;
  readonly orders: readonly StoreOrder[];
}

function newestFirst(a: StoreOrder, b: StoreOrder): number {
  return b.placedAt - a.placedAt || b.shortOrderId.localeCompare(a.shortOrderId);
}

/** The orders by status, in the order an order moves through them, each group newest first; empty groups left out. */
export function ordersByStatus(orders: readonly StoreOrder[]): StatusGroup[] {
  return knownOrderStatuses
    .map((status) => ({ status, orders: orders.filter((order) => order.status === status).sort(newestFirst) }))
    .filter((group) => group.orders.length > 0);
}

/** The list with this order in it: replaced where it was, added where it was not. */
export function withOrder(orders: readonly StoreOrder[], order: StoreOrder): StoreOrder[] {
  const others = orders.filter((known) => known.queryId !== order.queryId);
  return [...others, order].sort(newestFirst);
}

/**
 * The orders of `fresh` that `known` did not hold: what a refresh brought in, to be announced. Orders the
 * staff already saw are not announced again, however their status changed.
 */
export function arrivedOrders(known: readonly StoreOrder[], fresh: readonly StoreOrder[]): StoreOrder[] {
  const seen = new Set(known.map((order) => order.queryId));
  return fresh.filter((order) => !seen.has(order.queryId));
}

/** A status the staff must confirm before it is sent, because it cannot be undone. */
export function needsConfirmation(status: KnownOrderStatus): boolean {
  return status === 'order_cancelled';
}
