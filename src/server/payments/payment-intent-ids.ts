import { randomBytes } from 'node:crypto';

/** A new payment intent id: pi_ and 96 random bits in hex. Not a secret: it names the intent in a URL. */
export function newPaymentIntentId(): string {
  return `pi_${randomBytes(12).toString('hex')}`;
}

/** The intent's client secret, 192 random bits: whoever holds it may confirm the intent, so it is shown once. */
export function newClientSecret(paymentIntentId: string): string {
  return `${paymentIntentId}_secret_${randomBytes(24).toString('hex')}`;
}

/** A bank card form's card token (cn): 128 random bits, drawn when the card is accepted. */
export function newCardToken(): string {
  return `card_${randomBytes(16).toString('hex')}`;
}
