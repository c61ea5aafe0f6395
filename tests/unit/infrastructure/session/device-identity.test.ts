import { webcrypto } from 'node:crypto';
import { BrowserDeviceIdentity } from '@/infrastructure/device/browser-device-identity';
import { browserTraits, fingerprintOf } from '@/infrastructure/device/fingerprint';
import { randomId } from '@/infrastructure/device/random-id';
import { MemoryStorage } from '@/infrastructure/session/key-value-storage';

const traits = () => ['Mozilla/5.0 Test', 'fi-FI', '8', '1920x1080x24', 'Europe/Helsinki'];
const subtle = webcrypto.subtle as unknown as SubtleCrypto;

describe('BrowserDeviceIdentity', () => {
  it('makes a device id of a random id and the fingerprint, and keeps it as visitorId', async () => {
    const storage = new MemoryStorage();
    const identity = new BrowserDeviceIdentity(storage, { traits, newId: () => 'random-1', subtle });
    const id = await identity.deviceId();
    expect(id).toBe(`random-1-${await fingerprintOf(traits(), subtle)}`);
    expect(id).toMatch(/^random-1-[0-9a-f]{16}$/);
    expect(storage.getItem('visitorId')).toBe(id);
  });

  it('answers the kept id after a reload, even when a trait changed', async () => {
    const storage = new MemoryStorage();
    const first = await new BrowserDeviceIdentity(storage, { traits, newId: () => 'random-1', subtle }).deviceId();
    const reloaded = new BrowserDeviceIdentity(storage, {
      traits: () => ['Mozilla/6.0 Updated'],
      newId: () => 'random-2',
      subtle,
    });
    await expect(reloaded.deviceId()).resolves.toBe(first);
  });

  it('makes one id when asked twice at once', async () => {
    let made = 0;
    const identity = new BrowserDeviceIdentity(new MemoryStorage(), {
      traits,
      newId: () => `random-${++made}`,
      subtle,
    });
    const [a, b] = await Promise.all([identity.deviceId(), identity.deviceId()]);
    expect(a).toBe(b);
    expect(made).toBe(1);
  });

  it('hashes the same traits to the same fingerprint, and other traits to another', async () => {
    expect(await fingerprintOf(traits(), subtle)).toBe(await fingerprintOf(traits(), subtle));
    expect(await fingerprintOf(['other'], subtle)).not.toBe(await fingerprintOf(traits(), subtle));
  });

  it('still makes a stable fingerprint without Web Crypto (plain http)', async () => {
    const withoutCrypto = await fingerprintOf(traits(), undefined);
    expect(withoutCrypto).toMatch(/^[0-9a-f]{8}$/);
    expect(await fingerprintOf(traits(), undefined)).toBe(withoutCrypto);
    const identity = new BrowserDeviceIdentity(new MemoryStorage(), { traits, newId: () => 'r', subtle: undefined });
    await expect(identity.deviceId()).resolves.toBe(`r-${withoutCrypto}`);
  });

  it("reads the time zone's offset, never creating a date format (a long task on a phone's first visit)", () => {
    const dateFormat = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(browserTraits()).toContain(String(new Date().getTimezoneOffset()));
      expect(dateFormat).not.toHaveBeenCalled();
    } finally {
      dateFormat.mockRestore();
    }
  });

  it('makes a version 4 UUID without randomUUID', () => {
    const source = { getRandomValues: (array: Uint8Array) => webcrypto.getRandomValues(array) };
    expect(randomId(source as unknown as Crypto)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('answers the stored push token, or null when there is none', async () => {
    const storage = new MemoryStorage();
    const identity = new BrowserDeviceIdentity(storage, { traits, subtle });
    await expect(identity.pushToken()).resolves.toBeNull();
    storage.setItem('FIREBASE_TOKEN', 'push-1');
    await expect(identity.pushToken()).resolves.toBe('push-1');
  });
});
