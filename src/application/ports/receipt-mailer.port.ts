/** The language the server writes a receipt in. */
export type ReceiptLocale = 'fi' | 'en';

/** A receipt e-mail as the mail call takes it: which invoice's receipt, to whom; the server writes the text. */
export interface ReceiptEmail {
  readonly toEmail: string;
  readonly invoiceQueryId: string;
  readonly locale: ReceiptLocale;
  /** The customer agreed to hear about offers. */
  readonly marketingConsent: boolean;
}

/** Sends an order's receipt to the customer's e-mail address. */
export interface ReceiptMailer {
  /** @throws AppError when the server refuses or cannot be reached. */
  send(email: ReceiptEmail): Promise<void>;
}
