import type {
  CardCheckout,
  CardPayments,
  InvoicePlacement,
  NetworkCardMethod,
  NetworkCardRegistration,
} from '@/application/ports/card-payments.port';
import { orderPaths } from '@/contract/orders/order-paths';
import { checkoutResponseSchema } from '@/contract/orders/place-order.contract';
import { addCardResponseSchema } from '@/contract/payments/bank-card-form.contract';
import { netaxeptInitResponseSchema } from '@/contract/payments/netaxept.contract';
import { paymentPaths, sandboxPages } from '@/contract/payments/payment-paths';
import { stripeInitResponseSchema } from '@/contract/payments/stripe.contract';
import { bankPaymentQuery, bankPaymentType } from '@/domain/payments/bank-payment';
import { transactionId } from '@/domain/payments/payment-initiation';
import type { HttpClient } from '../http/http-client';

/** The card payment providers of the wallet service, over HTTP. */
export class HttpPaymentProviders implements CardPayments {
  /**
   * @param bankOrigin where the named bank's login page is served: the reference server's own origin, whose
   *   sandbox stands in for the bank.
   */
  constructor(
    private readonly http: HttpClient,
    private readonly bankOrigin: string,
  ) {}

  async registerNetworkCard(invoiceQueryId: string, method: NetworkCardMethod): Promise<NetworkCardRegistration> {
    // The provider is told the amount and checks it against the invoice, so it is read as the server now
    // prices it: a voucher applied after the invoice was made has changed it.
    const { invoice } = await this.http.get(orderPaths.checkout(invoiceQueryId), {}, checkoutResponseSchema);
    const amount = invoice.cents;
    const init = await this.http.get(
      paymentPaths.netaxeptInit,
      {
        orderNumber: invoice.short_order_id,
        amount,
        transactionId: transactionId(invoice.short_order_id, amount),
        invoiceQueryId: invoice.query_id,
        merchantQueryId: invoice.merchant.query_id,
        paymentMethod: method,
      },
      netaxeptInitResponseSchema,
    );
    return {
      transactionId: init.transactionId,
      merchantId: init.merchantId,
      merchantIdDev: init.merchantIdDev,
      status: init.status,
      terminalUrl: init.terminalUrl,
    };
  }

  async startCardCheckout(invoiceQueryId: string, merchantQueryId: string): Promise<CardCheckout> {
    const answer = await this.http.post(
      paymentPaths.stripeInit,
      { stripeInitDetails: { invoiceQueryId }, merchantQueryId },
      stripeInitResponseSchema,
      // A cache-busting number, as the provider's client sends it.
      { params: { random: Math.random() } },
    );
    return { confirmUrl: answer.confirmUrl };
  }

  async bankCardFormUrl(userQueryId: string): Promise<string> {
    const answer = await this.http.get(paymentPaths.addCard(userQueryId), {}, addCardResponseSchema);
    return answer.url;
  }

  async bankLoginUrl(invoiceQueryId: string, redirectUrl: string): Promise<string> {
    const { invoice } = await this.http.get(orderPaths.checkout(invoiceQueryId), {}, checkoutResponseSchema);
    const query = bankPaymentQuery({
      invoiceQueryId: invoice.query_id,
      amount: invoice.cents,
      orderId: invoice.short_order_id,
      type: bankPaymentType,
      redirectUrl,
    });
    return `${this.bankOrigin}${sandboxPages.soneriLogin}?${query}`;
  }

  async invoicePlacement(invoiceQueryId: string): Promise<InvoicePlacement> {
    const { invoice } = await this.http.get(orderPaths.checkout(invoiceQueryId), {}, checkoutResponseSchema);
    // An invoice's status history starts when it is placed as an order.
    return { placed: invoice.status_and_time.length > 0, merchantQueryId: invoice.merchant.query_id };
  }
}
