/**
 * The code of the screens whose content belongs to the visitor's session (the cart summary, an order's
 * confirmation, the order history), one chunk each. The routes show them; the start-up asks for them ahead.
 */
export const cartSummaryScreen = () =>
  import(/* webpackChunkName: "page-cart-summary" */ '../pages/cart-summary/cart-summary-page');

export const orderConfirmationScreen = () =>
  import(/* webpackChunkName: "page-order-confirmation" */ '../pages/order-confirmation/order-confirmation-page');

export const orderHistoryScreen = () =>
  import(/* webpackChunkName: "page-order-history" */ '../pages/order-history/order-history-page');
