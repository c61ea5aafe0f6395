import { LocalStoredVersion, storedVersionKey } from '@/infrastructure/version/local-stored-version';
import { MemoryStorage, type KeyValueStorage } from '@/infrastructure/session/key-value-storage';

function storageWith(value: string | null): MemoryStorage {
  const storage = new MemoryStorage();
  if (value !== null) storage.setItem(storedVersionKey, value);
  return storage;
}

const throwing: KeyValueStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => undefined,
};

describe('LocalStoredVersion', () => {
  it('keeps the version under appVersion and reads it back', async () => {
    const storage = storageWith(null);
    const stored = new LocalStoredVersion(() => storage);
    await expect(stored.read()).resolves.toBeNull();
    await stored.remember(' 1.4.2 ');
    expect(storage.getItem('appVersion')).toBe('1.4.2');
    await expect(stored.read()).resolves.toBe('1.4.2');
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['longer than a version can be', '1'.repeat(101)],
    ['holding control characters', '1.2\u0000\u0007'],
  ])('reads a %s value as a first visit', async (_case, value) => {
    await expect(new LocalStoredVersion(() => storageWith(value)).read()).resolves.toBeNull();
  });

  it('reads storage that throws as a first visit and remembers into it without throwing', async () => {
    const stored = new LocalStoredVersion(() => throwing);
    await expect(stored.read()).resolves.toBeNull();
    await expect(stored.remember('1.0.0')).resolves.toBeUndefined();
  });

  it('treats storage that cannot even be reached (localStorage itself throws) as a first visit', async () => {
    const stored = new LocalStoredVersion(() => {
      throw new Error('SecurityError');
    });
    await expect(stored.read()).resolves.toBeNull();
    await expect(stored.remember('1.0.0')).resolves.toBeUndefined();
  });
});
