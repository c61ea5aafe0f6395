import { outboxResponseSchema, type OutboxMessageDto } from '@/contract/accounts/outbox.contract';
import type { AccountsServer, Answer } from '../accounts/accounts-client';
import { postForm, type PageAnswer } from '../payments/payments-client';

/** POST zapp_go/email/send as the rider of this token (none: no token). */
export const sendReceipt = (
  api: AccountsServer,
  token: string | null,
  body: Record<string, unknown>,
): Promise<Answer> =>
  api.call('POST', '/api/v1/zapp_go/email/send', { body, ...(token === null ? {} : { bearer: token }) });

/** Every mail the dev outbox holds for an address, newest first. */
export async function mailsTo(api: AccountsServer, address: string): Promise<OutboxMessageDto[]> {
  const outbox = await api.call('GET', `/dev/outbox?recipient=${encodeURIComponent(address)}&limit=50`);
  return outboxResponseSchema.parse(outbox.body).messages;
}

/** The confirmation link in a mail, or throws when the mail has none. */
export function confirmationLinkIn(mail: OutboxMessageDto | undefined): URL {
  const link = /https?:\/\/\S+\/ride-receipts\/confirm\S*/.exec(mail?.body ?? '')?.[0];
  if (link === undefined) throw new Error(`No confirmation link in ${JSON.stringify(mail)}`);
  return new URL(link);
}

/** Presses "Confirm" on the page of a confirmation link, as its script fills the code from the fragment. */
export function confirmAddress(api: AccountsServer, link: URL): Promise<PageAnswer> {
  const code = new URLSearchParams(link.hash.slice(1)).get('code') ?? '';
  return postForm(api, '/ride-receipts/confirm', { code, lang: link.searchParams.get('lang') ?? 'en' });
}

/** Confirms the newest confirmation mail to an address. */
export async function confirmNewestLink(api: AccountsServer, address: string): Promise<PageAnswer> {
  const [newest] = await mailsTo(api, address);
  return confirmAddress(api, confirmationLinkIn(newest));
}
