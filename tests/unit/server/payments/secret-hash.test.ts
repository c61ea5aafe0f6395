import { matchesSecretHash, secretHash } from '@/server/payments/secret-hash';
import { newCardToken, newClientSecret, newPaymentIntentId } from '@/server/payments/payment-intent-ids';
import { bankCardTokenSchema } from '@/contract/payments/bank-card-form.contract';
import { clientSecretSchema, paymentIntentIdSchema } from '@/contract/payments/stripe.contract';

describe('secretHash', () => {
  it('is the hex SHA-256 of the secret', () => {
    expect(secretHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('matches only the secret it was made from', () => {
    const hash = secretHash('pi_1_secret_2');
    expect(matchesSecretHash('pi_1_secret_2', hash)).toBe(true);
    expect(matchesSecretHash('pi_1_secret_3', hash)).toBe(false);
    expect(matchesSecretHash('pi_1_secret_2', 'not-hex')).toBe(false);
  });
});

describe('the ids and secrets drawn', () => {
  it('fit the contract and differ every time', () => {
    const id = newPaymentIntentId();
    const secret = newClientSecret(id);
    expect(paymentIntentIdSchema.safeParse(id).success).toBe(true);
    expect(clientSecretSchema.safeParse(secret).success).toBe(true);
    expect(secret.startsWith(`${id}_secret_`)).toBe(true);
    expect(newPaymentIntentId()).not.toBe(id);
    expect(bankCardTokenSchema.safeParse(newCardToken()).success).toBe(true);
    expect(newCardToken()).not.toBe(newCardToken());
  });
});
