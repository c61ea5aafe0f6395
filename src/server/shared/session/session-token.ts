import { createHash, randomBytes } from 'node:crypto';

/** A new session token: 32 random bytes in base64url (43 characters). It is shown to the client once. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps of a token. A plain SHA-256 is enough: the token has 256 bits of entropy, so
 * unlike a PIN it cannot be guessed from its hash, and the lookup stays one indexed equality.
 */
export function sessionTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
