import type { ReceiptLocale } from './receipt-mailer.port';

/** A ride's receipt e-mail: which ride, to whom, in which language; the transport service writes the text. */
export interface RideReceiptEmail {
  readonly toEmail: string;
  readonly invoiceQueryId: string;
  readonly locale: ReceiptLocale;
}

/**
 * What the service did with a receipt asked for: sent it; sent only a mail asking to confirm an address this rider
 * has not proven yet (the receipt follows the confirmation); or keeps it until the card ride is paid.
 */
export type RideReceiptDelivery = 'sent' | 'confirmation_sent' | 'after_payment';

/** The transport service's receipt mail of a booked ride. */
export interface RideReceipts {
  /** @throws AppError when the service refuses (a bad address, too many mails) or cannot be reached. */
  send(email: RideReceiptEmail): Promise<RideReceiptDelivery>;
}
