import { staffSignInResponseSchema } from '@/contract/merchant/staff-sign-in.contract';
import type { AccountsServer, Answer } from '../accounts/accounts-client';
import { guestSession, newInvoice, placeOrder, type Line, type Session } from '../orders/orders-client';

/** The seeded staff accounts of the README. */
export const helmiStaff = { username: 'helmi-staff', password: 'helmi-2026' } as const;
export const kallioStaff = { username: 'kallio-staff', password: 'kallio-2026' } as const;
export const helmiOwner = { username: 'helmi-owner', password: 'helmi-owner-2026' } as const;
export const kallioOwner = { username: 'kallio-owner', password: 'kallio-owner-2026' } as const;

export const kallioSoup = 'kallion-keittio--hernekeitto';
export const helmiSoup = 'sataman-helmi--lohikeitto';

export function signIn(api: AccountsServer, credentials: { username: string; password: string }): Promise<Answer> {
  return api.call('POST', '/merchant/v1/staff/sign_in', { body: credentials });
}

/** Signs a staff member in and answers the bearer token. */
export async function staffToken(
  api: AccountsServer,
  credentials: { username: string; password: string },
): Promise<string> {
  const answer = await signIn(api, credentials);
  if (answer.status !== 200) throw new Error(`Staff sign-in failed: ${JSON.stringify(answer.body)}`);
  return staffSignInResponseSchema.parse(answer.body).token;
}

export function setStatus(api: AccountsServer, token: string, invoiceQueryId: string, status: string): Promise<Answer> {
  return api.call('PUT', `/merchant/v1/orders/${invoiceQueryId}/status`, { body: { status }, bearer: token });
}

/** A placed order of a guest of its own at the store; answers the guest and the invoice's query id. */
export async function placedOrder(
  api: AccountsServer,
  device: string,
  store: string,
  lines: readonly Line[],
): Promise<{ guest: Session; invoiceQueryId: string }> {
  const guest = await guestSession(api, device);
  const invoice = await newInvoice(api, guest, store, lines);
  const placed = await placeOrder(api, guest, invoice.query_id);
  if (placed.status !== 200) throw new Error(`Place order failed: ${JSON.stringify(placed.body)}`);
  return { guest, invoiceQueryId: invoice.query_id };
}
