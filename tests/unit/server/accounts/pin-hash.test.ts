import { hashPin, verifyPin } from '@/server/accounts/pin-hash';

describe('PIN hashing', () => {
  it('stores scrypt with its parameters and a random salt, never the PIN', async () => {
    const [first, second] = await Promise.all([hashPin('123456'), hashPin('123456')]);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('123456');
  });

  it('verifies the PIN and only the PIN', async () => {
    const stored = await hashPin('a1B2c3');
    await expect(verifyPin('a1B2c3', stored)).resolves.toBe(true);
    await expect(verifyPin('a1b2c3', stored)).resolves.toBe(false);
    await expect(verifyPin('', stored)).resolves.toBe(false);
  });

  it('matches nothing against a malformed hash', async () => {
    await expect(verifyPin('123456', 'plain')).resolves.toBe(false);
    await expect(verifyPin('123456', 'bcrypt$1$2$3$abc$def')).resolves.toBe(false);
  });
});
