import type { InvoiceDto } from '@/contract/orders/invoice.contract';
import { transactionId } from '@/domain/payment/payment-initiation';
import type { AccountsServer } from '../accounts/accounts-client';
import type { Session } from '../orders/orders-client';

export interface PageAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/** GET a page as a browser would, without following a redirect. */
export async function getPage(api: AccountsServer, path: string): Promise<PageAnswer> {
  const response = await fetch(`${api.server.baseUrl}${path}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Posts fields as a plain HTML form does (application/x-www-form-urlencoded). */
export async function postForm(api: AccountsServer, path: string, fields: Record<string, string>): Promise<PageAnswer> {
  const response = await fetch(`${api.server.baseUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The init query the storefront sends for an invoice, its figures overridable to test the checks. */
export function initQuery(invoice: InvoiceDto, override: Record<string, string> = {}): string {
  const fields = {
    orderNumber: invoice.short_order_id,
    amount: String(invoice.payble_amount),
    transactionId: transactionId(invoice.short_order_id, invoice.payble_amount),
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
