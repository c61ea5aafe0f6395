import type { NetworkCardInit } from '@/domain/payments/network-card';

/** The network card provider's two methods: its card pay and its mobile pay. */
export type NetworkCardMethod = 'NEST_CARD_PAY' | 'NEST_MOBILE_PAY';

/** A network card payment the provider registered, with the terminal page that takes the card. */
export interface NetworkCardRegistration extends NetworkCardInit {
  readonly terminalUrl: string;
}

/** A card payment intent and the page that confirms it; the page's address carries the client secret. */
export interface CardCheckout {
  readonly confirmUrl: string;
}

/** The card payment providers that take a created invoice's payment in a page the storefront frames. */
export interface CardPayments {
  /**
   * Registers a network card payment of the invoice for the amount the server priced it at (after any voucher).
   * @throws AppError when the provider or the server refuses (a paid or cancelled invoice, another method).
   */
  registerNetworkCard(invoiceQueryId: string, method: NetworkCardMethod): Promise<NetworkCardRegistration>;

  /**
   * Starts a Stripe-style card payment of the invoice; the server decides the amount.
   * @throws AppError when the server refuses.
   */
  startCardCheckout(invoiceQueryId: string, merchantQueryId: string): Promise<CardCheckout>;

  /**
   * The bank card form for the user: a page that posts the accepted card's session and token to the storefront.
   * @throws AppError when the server refuses (another user's id).
   */
  bankCardFormUrl(userQueryId: string): Promise<string>;

  /**
   * The named bank's login page for the invoice as the server now prices it, with the spec's query fields
   * (invoiceQueryId, amount in cents, orderId, type, redirectUrl); the bank sends the customer to redirectUrl.
   * @throws AppError when the invoice cannot be read.
   */
  bankLoginUrl(invoiceQueryId: string, redirectUrl: string): Promise<string>;

  /**
   * Whether the invoice has become an order (a provider's payment places it), and whose it is.
   * @throws AppError when the invoice cannot be read.
   */
  invoicePlacement(invoiceQueryId: string): Promise<InvoicePlacement>;
}

export interface InvoicePlacement {
  readonly placed: boolean;
  readonly merchantQueryId: string;
}
