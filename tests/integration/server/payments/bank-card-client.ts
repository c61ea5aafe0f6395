import { addCardResponseSchema } from '@/contract/payments/bank-card-form.contract';
import type { AccountsServer } from '../accounts/accounts-client';
import { createInvoice, invoiceRequest, products, tshirtChoice, type Session } from '../orders/orders-client';
import { postForm, type PageAnswer } from './payments-client';

export const bankCardMethod = 'PAYMENT_BY_CARD_BANK_ALFALAH';

export function addCard(api: AccountsServer, userQueryId: string, session?: Session) {
  return api.call('GET', `/api/v1/users/${userQueryId}/add_card`, session ? { token: session.token } : {});
}

/** A new card form of the session's user: its url and its session id s. */
export async function openCardForm(api: AccountsServer, session: Session): Promise<{ url: string; s: string }> {
  const { url } = addCardResponseSchema.parse((await addCard(api, session.userQueryId, session)).body);
  const s = new URL(url).searchParams.get('s');
  if (s === null) throw new Error(`No s in ${url}`);
  return { url, s };
}

export function submitCard(
  api: AccountsServer,
  s: string,
  card: { number: string; expiry: string },
): Promise<PageAnswer> {
  return postForm(api, '/sandbox/bank-card/form', { s, card_number: card.number, card_expiry: card.expiry });
}

export const goodCard = { number: '4242 4242 4242 4242', expiry: '12/34' } as const;

/** The card token the answer page posts to the storefront. */
export function postedToken(page: PageAnswer): string {
  const token = /cn: "(card_[0-9a-f]{32})"/.exec(page.text)?.[1];
  if (token === undefined) throw new Error(`No card token in ${page.text}`);
  return token;
}

/** A form of the session's user with a card submitted on it: the pair the storefront creates the invoice with. */
export async function submittedPair(api: AccountsServer, session: Session): Promise<{ s: string; cn: string }> {
  const { s } = await openCardForm(api, session);
  const answer = await submitCard(api, s, goodCard);
  if (answer.status !== 200) throw new Error(`Card not accepted: ${answer.text}`);
  return { s, cn: postedToken(answer) };
}

/** Creates an invoice paid by the bank card form with the pair given. */
export function bankCardInvoice(api: AccountsServer, session: Session, pair: { s?: string; cn?: string }) {
  const body = invoiceRequest('toolon-burgeri', [{ product: products.tshirt, quantity: 1, ...tshirtChoice }], {
    paymentMethod: bankCardMethod,
    ...(pair.s === undefined ? {} : { sessionId: pair.s }),
    ...(pair.cn === undefined ? {} : { cardToken: pair.cn }),
  });
  return createInvoice(api, session, body);
}
