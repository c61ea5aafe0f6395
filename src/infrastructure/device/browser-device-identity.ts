import type { DeviceIdentity } from '@/application/ports/device-identity.port';
import type { KeyValueStorage } from '../session/key-value-storage';
import { browserTraits, fingerprintOf } from './fingerprint';
import { randomId } from './random-id';

/** The browser-stored values of the spec that identify the device. */
export const deviceStorageKeys = { visitorId: 'visitorId', pushToken: 'FIREBASE_TOKEN' } as const;

/** The server accepts device ids of up to 200 characters. */
const maxDeviceIdLength = 200;

export interface BrowserDeviceIdentityOptions {
  readonly traits?: () => readonly string[];
  readonly newId?: () => string;
  readonly subtle?: SubtleCrypto;
}

/**
 * The device id is made once, a random id joined with the fingerprint, and kept as visitorId: the same
 * browser stays the same guest across reloads even when an update changes a trait of its fingerprint.
 */
export class BrowserDeviceIdentity implements DeviceIdentity {
  private made: Promise<string> | null = null;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly options: BrowserDeviceIdentityOptions = {},
  ) {}

  deviceId(): Promise<string> {
    const kept = this.storage.getItem(deviceStorageKeys.visitorId)?.trim() ?? '';
    if (kept !== '' && kept.length <= maxDeviceIdLength) return Promise.resolve(kept);
    // Two requests at start-up must not make two ids.
    this.made ??= this.make().finally(() => {
      this.made = null;
    });
    return this.made;
  }

  async pushToken(): Promise<string | null> {
    const token = this.storage.getItem(deviceStorageKeys.pushToken)?.trim() ?? '';
    return token === '' ? null : token;
  }

  private async make(): Promise<string> {
    const traits = (this.options.traits ?? browserTraits)();
    const subtle = 'subtle' in this.options ? this.options.subtle : globalThis.crypto?.subtle;
    const fingerprint = await fingerprintOf(traits, subtle);
    const id = `${(this.options.newId ?? randomId)()}-${fingerprint}`;
    this.storage.setItem(deviceStorageKeys.visitorId, id);
    return id;
  }
}
