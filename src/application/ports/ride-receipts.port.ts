import type { ReceiptLocale } from './receipt-mailer.port';

/** A ride's receipt e-mail: which ride, to whom, in which language; the transport service writes the text. */
export interface RideReceiptEmail {
  readonly toEmail: string;
  readonly invoiceQueryId: string;
  readonly locale: ReceiptLocale;
}

/** The transport service's receipt mail of a booked ride. */
export interface RideReceipts {
  /** @throws AppError when the service refuses (a bad address, too many mails) or cannot be reached. */
  send(email: RideReceiptEmail): Promise<void>;
}
