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

/** The provider's test terminal for its test merchant, the host's configured terminal otherwise. */
export function networkCardTerminalHost(
  init: Pick<NetworkCardInit, 'merchantIdDev'>,
  hosts: { readonly test: string; readonly configured: string },
): string {
  return init.merchantIdDev === networkCardTestMerchant ? hosts.test : hosts.configured;
}

export function isNetworkCardPaymentSuccess(message: Pick<PaymentStatusMessage, 'status'>): boolean {
  return message.status === networkCardSuccessStatus;
}
