import type { RideCheckout, RidePayments } from '@/application/ports/ride-payments.port';

/** The card payments of rides as a test sees them: the rides whose payment was started, and a refusal to give. */
export class RecordingRidePayments implements RidePayments {
  readonly started: string[] = [];
  /** The amount the service decides; the tests check the browser never sends one. */
  amount = 2500;
  /** When set, the service refuses the payment with this error. */
  refusal: { code: string; message: string; status?: number } | null = null;

  async startCardPayment(invoiceQueryId: string): Promise<RideCheckout> {
    this.started.push(invoiceQueryId);
    if (this.refusal !== null) throw this.refusal;
    return { amount: this.amount, checkoutUrl: `https://checkout.test/ride/${invoiceQueryId}#client_secret=s` };
  }
}
