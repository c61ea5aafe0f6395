import { isEmail } from '@/domain/validation/patterns';
import type { ReceiptLocale, ReceiptMailer } from '../ports/receipt-mailer.port';

export interface SendReceiptEmailRequest {
  readonly email: string;
  /** The customer agreed to hear about offers; the mail service reads it as a template switch. */
  readonly marketingConsent: boolean;
  /** The order whose receipt is sent; the server writes the mail from it. */
  readonly invoiceQueryId: string;
  /** The customer's language, which the mail is written in. */
  readonly locale: ReceiptLocale;
}

export type SendReceiptEmailOutcome = { readonly ok: true } | { readonly ok: false; readonly reason: 'INVALID_EMAIL' };

/**
 * The customer asks for the receipt by e-mail on the confirmation screen. An address that is not an e-mail
 * address is refused before anything is sent ("Please enter valid email").
 * @throws AppError when the server refuses the mail.
 */
export type SendReceiptEmail = (request: SendReceiptEmailRequest) => Promise<SendReceiptEmailOutcome>;

export function createSendReceiptEmail(deps: { receiptMailer: ReceiptMailer }): SendReceiptEmail {
  return async ({ email, invoiceQueryId, locale, marketingConsent }) => {
    const toEmail = email.trim();
    if (!isEmail(toEmail)) return { ok: false, reason: 'INVALID_EMAIL' };
    await deps.receiptMailer.send({ toEmail, invoiceQueryId, locale, marketingConsent });
    return { ok: true };
  };
}
