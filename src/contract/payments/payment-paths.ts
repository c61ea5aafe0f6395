/**
 * Where the payment calls and the sandbox pages live. The wallet calls are relative to the v1 base; the sandbox
 * pages are served from the server's own origin, outside the API, because a browser opens them as pages.
 */
export const paymentPaths = {
  netaxeptInit: 'netaxept-payment-gateway/init',
  stripeInit: 'user/stripe/payment/init',
  addCard: (userQueryId: string) => `users/${encodeURIComponent(userQueryId)}/add_card`,
} as const;

export const sandboxPages = {
  netaxeptTerminal: '/sandbox/netaxept/terminal',
  bankCardForm: '/sandbox/bank-card/form',
  soneriLogin: '/sandbox/soneri/login',
  stripeCheckout: '/sandbox/stripe/checkout',
} as const;
