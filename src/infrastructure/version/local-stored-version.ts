import type { StoredVersion } from '@/application/ports/stored-version.port';
import type { KeyValueStorage } from '../session/key-value-storage';

/** The browser-stored value under which the app remembers the version it last ran. */
export const storedVersionKey = 'appVersion';

/** meta.json's version is at most this long (the contract's limit); anything longer was not written by us. */
const maxVersionLength = 100;
// eslint-disable-next-line no-control-regex -- control characters are exactly what marks a value as corrupt
const controlCharacters = /[\u0000-\u001f\u007f]/;

/**
 * The last run version in localStorage. Storage that throws (private windows, policies, a full quota) or holds
 * something that cannot be a version counts as a first visit: the version is then remembered silently rather
 * than announcing a release that did not happen. Nothing here throws.
 */
export class LocalStoredVersion implements StoredVersion {
  constructor(private readonly storage: () => KeyValueStorage) {}

  async read(): Promise<string | null> {
    let value: string | null;
    try {
      value = this.storage().getItem(storedVersionKey);
    } catch {
      return null;
    }
    const version = value?.trim() ?? '';
    if (version === '' || version.length > maxVersionLength || controlCharacters.test(version)) return null;
    return version;
  }

  async remember(version: string): Promise<void> {
    try {
      this.storage().setItem(storedVersionKey, version.trim());
    } catch {
      // Unwritable storage means the next visit is a first visit again: no dialog, which is the safe side.
    }
  }
}
