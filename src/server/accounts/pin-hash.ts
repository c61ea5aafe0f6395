import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// About 50 ms on one core: slow enough that a stolen table cannot be tried against all 6-character PINs
// quickly, fast enough for a login. Parameters are stored with each hash so they can be raised later.
const defaults = { N: 16_384, r: 8, p: 1, keyLength: 32, saltLength: 16 } as const;

function derive(pin: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(pin, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** A PIN as it is stored: `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(defaults.saltLength);
  const { N, r, p } = defaults;
  const key = await derive(pin, salt, defaults.keyLength, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether the PIN matches a stored hash, compared in constant time. A malformed hash matches nothing. */
export async function verifyPin(pin: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(pin, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * Spends the time of one PIN check when there is no hash to check against (an unknown number), so the
 * answer's timing does not tell which numbers are registered.
 */
export async function spendPinCheckTime(pin: string): Promise<void> {
  const { N, r, p } = defaults;
  await derive(pin, randomBytes(defaults.saltLength), defaults.keyLength, { N, r, p });
}
