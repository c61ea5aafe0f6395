import type {
  InvoiceAnswer,
  InvoiceDraft,
  InvoiceGateway,
  InvoiceResubmission,
  PlaceOrderAnswer,
  QuoteAnswer,
  QuoteDraft,
} from '@/application/ports/invoice-gateway.port';
import { cartQuoteResponseSchema } from '@/contract/orders/cart-quote.contract';
import { invoiceResponseSchema } from '@/contract/orders/invoice.contract';
import { orderPaths } from '@/contract/orders/order-paths';
import type { InvoiceSettlement } from '@/domain/payments/settlement-channel';
import { paymentRequiredBodySchema, placeOrderResponseSchema } from '@/contract/orders/place-order.contract';
import * as z from 'zod/mini';
import type { HttpClient } from '../http/http-client';
import { errorBodyOf } from '../http/request-error';
import {
  createInvoiceBody,
  invoiceRefusalFrom,
  pricedCartFromDto,
  pricedInvoiceFromDto,
  quoteBody,
  resubmissionBody,
} from './http-invoice-mapping';

/** Invoices of the wallet service, over HTTP: created and priced by the server, then placed. */
export class HttpInvoiceGateway implements InvoiceGateway {
  constructor(private readonly http: HttpClient) {}

  async quote(draft: QuoteDraft): Promise<QuoteAnswer> {
    try {
      const body = await this.http.post(orderPaths.quote, quoteBody(draft), cartQuoteResponseSchema);
      return { ok: true, cart: pricedCartFromDto(body.quote), voucherRefusal: body.voucher_refusal };
    } catch (error) {
      const refusal = invoiceRefusalFrom(errorBodyOf(error));
      if (refusal) return refusal;
      throw error;
    }
  }

  create(draft: InvoiceDraft): Promise<InvoiceAnswer> {
    return this.refusalAware(async () => {
      // The IETF draft's header: the server answers a key it has seen with the invoice it made then.
      const options =
        draft.idempotencyKey === undefined ? {} : { headers: { 'Idempotency-Key': draft.idempotencyKey } };
      const body = await this.http.post(orderPaths.invoices, createInvoiceBody(draft), invoiceResponseSchema, options);
      return { ok: true, invoice: pricedInvoiceFromDto(body.invoice) };
    });
  }

  async placeOrder(invoiceQueryId: string): Promise<PlaceOrderAnswer> {
    try {
      return await this.refusalAware(async () => {
        const body = await this.http.put(orderPaths.placeOrder(invoiceQueryId), {}, placeOrderResponseSchema);
        return { ok: true, invoice: pricedInvoiceFromDto(body.invoice) };
      });
    } catch (error) {
      // The spec's network card flow: an error that carries a url is the form the payment still needs.
      const cardForm = z.safeParse(paymentRequiredBodySchema, errorBodyOf(error));
      if (cardForm.success) return { ok: false, reason: 'CARD_FORM_REQUIRED', url: cardForm.data.error.url };
      throw error;
    }
  }

  resubmit(
    order: InvoiceResubmission,
    settlement: InvoiceSettlement & { readonly channelQueryId: string },
  ): Promise<InvoiceAnswer> {
    return this.refusalAware(async () => {
      const request = resubmissionBody(order, settlement);
      const body = await this.http.put(orderPaths.invoice(order.invoice.queryId), request, invoiceResponseSchema);
      return { ok: true, invoice: pricedInvoiceFromDto(body.invoice) };
    });
  }

  /** A refusal the contract names is an answer the customer is shown; any other failure stays an error. */
  private async refusalAware(call: () => Promise<InvoiceAnswer>): Promise<InvoiceAnswer> {
    try {
      return await call();
    } catch (error) {
      const refusal = invoiceRefusalFrom(errorBodyOf(error));
      if (refusal) return refusal;
      throw error;
    }
  }
}
