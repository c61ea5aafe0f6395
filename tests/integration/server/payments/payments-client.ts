import { invoiceResponseSchema, type InvoiceDto } from '@/contract/orders/invoice.contract';
import { transactionId } from '@/domain/payments/payment-initiation';
import type { PaymentMethod } from '@/domain/payments/payment-method';
import type { AccountsServer } from '../accounts/accounts-client';
import { createInvoice, invoiceRequest, type Line, type Session } from '../orders/orders-client';

export interface PageAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/** GET a page as a browser would, without following a redirect; `headers` as the browser sends them (a cookie). */
export async function getPage(
  api: AccountsServer,
  path: string,
  headers: Record<string, string> = {},
): Promise<PageAnswer> {
  const response = await fetch(`${api.server.baseUrl}${path}`, { redirect: 'manual', headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Posts fields as a plain HTML form does (application/x-www-form-urlencoded). */
export async function postForm(
  api: AccountsServer,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<PageAnswer> {
  const response = await fetch(`${api.server.baseUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The init query the storefront sends for an invoice, its figures overridable to test the checks. */
export function initQuery(invoice: InvoiceDto, override: Record<string, string> = {}): string {
  const fields = {
    orderNumber: invoice.short_order_id,
    amount: String(invoice.cents),
    transactionId: transactionId(invoice.short_order_id, invoice.cents),
    invoiceQueryId: invoice.query_id,
    merchantQueryId: invoice.merchant.query_id,
    paymentMethod: 'NEST_CARD_PAY',
    ...override,
  };
  return new URLSearchParams(fields).toString();
}

export function initPayment(api: AccountsServer, session: Session | null, query: string) {
  return api.call('GET', `/api/v1/netaxept-payment-gateway/init?${query}`, session ? { token: session.token } : {});
}

/** Creates an invoice to be paid by method, which must succeed, at the T-shirt store unless said. */
export async function invoicePaidBy(
  api: AccountsServer,
  session: Session,
  method: PaymentMethod,
  lines: readonly Line[],
  store = 'toolon-burgeri',
): Promise<InvoiceDto> {
  const answer = await createInvoice(api, session, invoiceRequest(store, lines, { paymentMethod: method }));
  if (answer.status !== 200) throw new Error(`Create invoice failed: ${JSON.stringify(answer.body)}`);
  return invoiceResponseSchema.parse(answer.body).invoice;
}

/** The path of a page from its absolute url on the test server. */
export function pathOf(api: AccountsServer, url: string): string {
  if (!url.startsWith(api.server.baseUrl)) throw new Error(`${url} is not on the test server`);
  return url.slice(api.server.baseUrl.length);
}

/** The Stripe-style init body for an invoice, its fields overridable to test the checks. */
export function stripeInitBody(invoice: InvoiceDto, override: Record<string, unknown> = {}) {
  return {
    stripeInitDetails: { invoiceQueryId: invoice.query_id },
    merchantQueryId: invoice.merchant.query_id,
    ...override,
  };
}

export function stripeInit(api: AccountsServer, session: Session | null, body: unknown, random = '0.5') {
  return api.call(
    'POST',
    `/api/v1/user/stripe/payment/init?random=${random}`,
    session ? { body, token: session.token } : { body },
  );
}

/** The Stripe test card that pays, as a customer types it. */
export const payingCard = { card_number: '4242 4242 4242 4242', card_expiry: '12/34', card_cvc: '123' } as const;
export const decliningCard = { card_number: '4000 0000 0000 0002', card_expiry: '12/34', card_cvc: '123' } as const;

/** Posts the sandbox checkout form as the page does. */
export function confirmPayment(
  api: AccountsServer,
  intent: { paymentIntentId: string; clientSecret: string },
  fields: Record<string, string>,
): Promise<PageAnswer> {
  return postForm(api, '/sandbox/stripe/checkout', {
    payment_intent: intent.paymentIntentId,
    client_secret: intent.clientSecret,
    ...fields,
  });
}
