import { text, type Localized } from '../i18n/localized';
import type { PaymentMethod } from '@/domain/payments/payment-method';
import type { CreatePaidByBankCard } from '../orders/index';
import { BankCardSessions, type BankCardPair } from './store/bank-card-sessions';
import { PaymentInvoices } from './store/payment-invoices';
import { PaymentRequiredError } from './payment-required-error';

/** The method the bank card form pays for. */
const bankCardMethod: PaymentMethod = 'PAYMENT_BY_CARD_BANK_ALFALAH';

const unknownCard = text('payment.unknownCard');

/** Why the pair cannot pay; another user's pair reads like an unknown one, so no pair is found by guessing. */
async function refusalOf(cards: BankCardSessions, pair: BankCardPair, now: number): Promise<Localized | null> {
  const row = await cards.find(pair.sessionId);
  if (row === null || row.userId !== pair.userId) return unknownCard;
  if (row.submittedAt === null) return text('payment.cardFormNotSubmitted');
  if (row.cardToken !== pair.cardToken) return unknownCard;
  if (row.expiresAt.getTime() <= now) return text('payment.cardFormExpired');
  if (row.usedByInvoiceId !== null) return text('payment.cardTokenUsed');
  return null;
}

/**
 * Creates an invoice paid by the bank card form: the form's session and card token must be a card the user
 * submitted on a form of theirs, not expired and not used by another invoice. The pair is then used by this
 * invoice, which counts as paid by card. Other methods are created as they are.
 * @throws PaymentRequiredError (402) naming what is wrong with the pair; the invoice is then not kept.
 */
export const createPaidByBankCard: CreatePaidByBankCard = async (db, clock, request, create) => {
  if (request.paymentMethod !== bankCardMethod) return create();
  const { sessionId, cardToken } = request;
  if (!sessionId || !cardToken) {
    throw new PaymentRequiredError(text('payment.addCardFirst'));
  }
  const cards = new BankCardSessions(db);
  const pair: BankCardPair = { sessionId, cardToken, userId: request.userId };
  const refusal = await refusalOf(cards, pair, clock());
  if (refusal !== null) throw new PaymentRequiredError(refusal);
  const created = await create();
  if (await cards.payInvoice(pair, created.invoice.id, new Date(clock()))) return created;
  // Another request used the pair since it was checked: this invoice was never placed, so nothing else refers to it.
  await new PaymentInvoices(db).discardUnplaced(created.invoice.id);
  throw new PaymentRequiredError((await refusalOf(cards, pair, clock())) ?? unknownCard);
};
