/** The provider's status for a paid card payment, spelled exactly as it arrives. */
export const networkCardSuccessStatus = 'SSE_NETS_PAYMENT_SUCCESSFULL';

/** The marker of the provider's test merchant in the init data. */
export const networkCardTestMerchant = 'TEST';

/** The network card provider's answer to a payment initiation. */
export interface NetworkCardInit {
  readonly transactionId: string | null;
  readonly merchantId: string | null;
  readonly merchantIdDev: string | null;
  readonly status: string | null;
}

/** A status about an invoice from the real-time stream or a push message. */
export interface PaymentStatusMessage {
  readonly type: string;
  readonly status: string;
  readonly invoiceQueryId: string;
  readonly merchantQueryId: string;
}

function present(value: string | null): boolean {
  return value !== null && value.trim() !== '';
}

/** The payment terminal opens only once the provider has handed out both a transaction and a merchant. */
export function opensNetworkCardTerminal(init: NetworkCardInit): boolean {
  return present(init.transactionId) && present(init.merchantId);
}

/**
 * The provider's test terminal for its test merchant, the host's configured terminal otherwise; null when the host
 * configured none, so a live merchant's payment has no terminal to open.
 */
export function networkCardTerminalHost(
  init: Pick<NetworkCardInit, 'merchantIdDev'>,
  hosts: { readonly test: string; readonly configured: string | null },
): string | null {
  return init.merchantIdDev === networkCardTestMerchant ? hosts.test : hosts.configured;
}

/**
 * The terminal page the customer pays in. The test terminal is the page the provider named for the transaction; the
 * configured one is the host's live terminal, told which merchant's transaction to take (the provider's
 * `merchantId` and `transactionId` query fields).
 */
export function networkCardTerminalPage(
  init: NetworkCardInit,
  terminals: { readonly test: string; readonly configured: string | null },
): string | null {
  const host = networkCardTerminalHost(init, terminals);
  if (host === null || init.merchantIdDev === networkCardTestMerchant) return host;
  const query = `merchantId=${encodeURIComponent(init.merchantId ?? '')}&transactionId=${encodeURIComponent(init.transactionId ?? '')}`;
  return `${host}${host.includes('?') ? '&' : '?'}${query}`;
}

export function isNetworkCardPaymentSuccess(message: Pick<PaymentStatusMessage, 'status'>): boolean {
  return message.status === networkCardSuccessStatus;
}
