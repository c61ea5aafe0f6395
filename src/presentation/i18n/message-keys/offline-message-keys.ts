/** The offline banner's words (issue 29, part 2). */
export const offlineMessageKeys = {
  title: 'offline.banner.title',
  whatWorks: 'offline.banner.whatWorks',
} as const;

/** A cash order made offline, waiting for the network (issue 29, part 3). */
export const waitingOrderMessageKeys = {
  title: 'offline.order.waiting.title',
  text: 'offline.order.waiting.text',
} as const;

/** A waiting order the server refused once it arrived: the message, the notification and the way back. */
export const refusedOrderMessageKeys = {
  title: 'offline.order.refused.title',
  cartKept: 'offline.order.refused.cartKept',
  openCart: 'offline.order.refused.openCart',
  close: 'offline.order.refused.close',
  productsUnavailable: 'offline.order.refused.productsUnavailable',
  cardRequired: 'offline.order.refused.cardRequired',
  emptyCart: 'offline.order.refused.emptyCart',
} as const;
