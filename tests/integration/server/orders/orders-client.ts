import { sessionResponseSchema } from '@/contract/accounts/user.contract';
import { productResponseSchema } from '@/contract/catalogue/products.contract';
import type { CreateInvoiceRequest } from '@/contract/orders/create-invoice.contract';
import { invoiceResponseSchema, type InvoiceDto } from '@/contract/orders/invoice.contract';
import type { AccountsServer, Answer } from '../accounts/accounts-client';

export interface Session {
  token: string;
  userQueryId: string;
}

/** A guest session for a device of the test's own. */
export async function guestSession(api: Pick<AccountsServer, 'call'>, deviceUuid: string): Promise<Session> {
  const answer = await api.call('POST', '/api/v2/users/authenticate_anonymously', {
    body: { device_uuid: deviceUuid },
  });
  const { user } = sessionResponseSchema.parse(answer.body);
  return { token: user.session_ktb_token, userQueryId: user.query_id };
}

export interface Line {
  product: string;
  quantity: number;
  size?: string;
  color?: string;
}

/** A create-invoice body for lines of one store, paid in cash unless said. */
export function invoiceRequest(store: string, lines: readonly Line[], extra: Partial<CreateInvoiceRequest> = {}) {
  return {
    invoice: {
      organization_query_id: store,
      invoice_items_attributes: lines.map((line) => ({
        product_query_id: line.product,
        quantity: line.quantity,
        ...(line.size === undefined ? {} : { size: { id: line.size } }),
        ...(line.color === undefined ? {} : { color: { id: line.color } }),
      })),
    },
    paymentMethod: 'CASH',
    ...extra,
  };
}

export function createInvoice(api: AccountsServer, session: Session, body: unknown): Promise<Answer> {
  return api.call('POST', '/api/v1/invoices', { body, token: session.token });
}

/** Creates an invoice that must succeed and answers it. */
export async function newInvoice(api: AccountsServer, session: Session, store: string, lines: readonly Line[]) {
  const answer = await createInvoice(api, session, invoiceRequest(store, lines));
  if (answer.status !== 200) throw new Error(`Create invoice failed: ${JSON.stringify(answer.body)}`);
  return invoiceResponseSchema.parse(answer.body).invoice;
}

export function placeOrder(api: AccountsServer, session: Session, invoiceQueryId: string): Promise<Answer> {
  return api.call('PUT', `/api/v1/invoices/${invoiceQueryId}/place_order`, { body: {}, token: session.token });
}

export function invoiceOf(answer: Answer): InvoiceDto {
  return invoiceResponseSchema.parse(answer.body).invoice;
}

/** The units of a product left, as the catalogue answers it. */
export async function stockOf(api: AccountsServer, productQueryId: string): Promise<number> {
  const answer = await api.call('GET', `/api/v1/products/${productQueryId}`);
  return productResponseSchema.parse(answer.body).product.product_available_quantity;
}

export const products = {
  lohikeitto: 'sataman-helmi--lohikeitto',
  muikut: 'sataman-helmi--paistetut-muikut',
  kotikalja: 'sataman-helmi--kotikalja',
  risotto: 'sataman-helmi--kantarellirisotto',
  vichy: 'sataman-helmi--vichy',
  maki: 'sushi-kamome--maki-setti',
  margherita: 'pizzeria-vallila--margherita',
  tshirt: 'toolon-burgeri--burgeri-t-paita',
  fries: 'toolon-burgeri--ranskalaiset',
} as const;

export const tshirtChoice = {
  size: 'toolon-burgeri--burgeri-t-paita--size-m',
  color: 'toolon-burgeri--burgeri-t-paita--color-musta',
} as const;
