import { isEmail } from '@/domain/validation/patterns';
import type { ReceiptMailer } from '../ports/receipt-mailer.port';

export interface SendReceiptEmailRequest {
  readonly email: string;
  /** The customer agreed to hear about offers; the mail service reads it as a template switch. */
  readonly marketingConsent: boolean;
  /** The receipt's subject and body, already in the customer's language. */
  readonly subject: string;
  readonly content: string;
}

export type SendReceiptEmailOutcome = { readonly ok: true } | { readonly ok: false; readonly reason: 'INVALID_EMAIL' };

/**
 * The customer asks for the receipt by e-mail on the confirmation screen. An address that is not an e-mail
 * address is refused before anything is sent ("Please enter valid email").
 * @throws AppError when the server refuses the mail.
 */
export type SendReceiptEmail = (request: SendReceiptEmailRequest) => Promise<SendReceiptEmailOutcome>;

export function createSendReceiptEmail(deps: { receiptMailer: ReceiptMailer }): SendReceiptEmail {
  return async ({ email, subject, content, marketingConsent }) => {
    const toEmail = email.trim();
    if (!isEmail(toEmail)) return { ok: false, reason: 'INVALID_EMAIL' };
    await deps.receiptMailer.send({ toEmail, subject, emailContent: content, marketingConsent });
    return { ok: true };
  };
}
