/**
 * A quick, synchronous word on whether an order may be waiting for the network, kept beside the queue itself:
 * every page start asks it, and only a page told yes loads the queue (and its database code).
 */
export interface WaitingOrdersHint {
  mayHoldOrders(): boolean;
}
