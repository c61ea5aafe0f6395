/** A receipt e-mail as the mail service takes it. */
export interface ReceiptEmail {
  readonly toEmail: string;
  readonly subject: string;
  readonly emailContent: string;
  /** The customer agreed to hear about offers. */
  readonly marketingConsent: boolean;
}

/** Sends an order's receipt to the customer's e-mail address. */
export interface ReceiptMailer {
  /** @throws AppError when the server refuses or cannot be reached. */
  send(email: ReceiptEmail): Promise<void>;
}
