import type { AppError } from '@/application/errors/app-error';
import type {
  CardCheckout,
  CardPayments,
  InvoicePlacement,
  NetworkCardMethod,
  NetworkCardRegistration,
} from '@/application/ports/card-payments.port';

/** Card providers in memory: they register every payment and hand out sandbox pages, or fail when told. */
export class InMemoryCardPayments implements CardPayments {
  readonly networkCardCalls: { readonly invoiceQueryId: string; readonly method: NetworkCardMethod }[] = [];
  readonly checkoutCalls: { readonly invoiceQueryId: string; readonly merchantQueryId: string }[] = [];
  failure: AppError | null = null;
  merchantId: string | null = 'SANDBOX-MERCHANT';
  /** The provider's test merchant by default; any other value registers a live merchant. */
  merchantIdDev: string | null = 'TEST';

  async registerNetworkCard(invoiceQueryId: string, method: NetworkCardMethod): Promise<NetworkCardRegistration> {
    this.networkCardCalls.push({ invoiceQueryId, method });
    if (this.failure) throw this.failure;
    return {
      transactionId: `T---${invoiceQueryId}`,
      merchantId: this.merchantId,
      merchantIdDev: this.merchantIdDev,
      status: 'REGISTERED',
      terminalUrl: `https://pay.example/terminal?invoiceQueryId=${invoiceQueryId}`,
    };
  }

  async startCardCheckout(invoiceQueryId: string, merchantQueryId: string): Promise<CardCheckout> {
    this.checkoutCalls.push({ invoiceQueryId, merchantQueryId });
    if (this.failure) throw this.failure;
    return { confirmUrl: `https://pay.example/checkout?payment_intent=pi_1#secret` };
  }

  readonly formCalls: string[] = [];

  async bankCardFormUrl(userQueryId: string): Promise<string> {
    this.formCalls.push(userQueryId);
    if (this.failure) throw this.failure;
    return `${bankCardFormOrigin}/sandbox/bank-card/form?s=sess-0001`;
  }

  readonly bankLoginCalls: { readonly invoiceQueryId: string; readonly redirectUrl: string }[] = [];

  async bankLoginUrl(invoiceQueryId: string, redirectUrl: string): Promise<string> {
    this.bankLoginCalls.push({ invoiceQueryId, redirectUrl });
    if (this.failure) throw this.failure;
    return `https://bank.example/login?invoiceQueryId=${invoiceQueryId}&redirectUrl=${encodeURIComponent(redirectUrl)}`;
  }

  readonly placedInvoices = new Set<string>();

  async invoicePlacement(invoiceQueryId: string): Promise<InvoicePlacement> {
    if (this.failure) throw this.failure;
    return { placed: this.placedInvoices.has(invoiceQueryId), merchantQueryId: 'store-aalto' };
  }
}

/** Where the in-memory bank card form is served from: another origin than the storefront's. */
export const bankCardFormOrigin = 'https://bank.example';
