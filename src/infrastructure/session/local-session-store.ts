import type { SessionStore } from '@/application/ports/session-store.port';
import type { Session } from '@/domain/session/session';
import type { KeyValueStorage } from './key-value-storage';
import { sessionFromStored, sessionStorageKeys, storedAuthOf } from './stored-session';

/**
 * The session in the browser's `auth` and `loginTime` values. A value this app cannot read (edited by hand,
 * written by an older version) counts as no session and is removed, so the visitor is signed in afresh
 * instead of the page failing.
 */
export class LocalSessionStore implements SessionStore {
  constructor(private readonly storage: KeyValueStorage) {}

  async load(): Promise<Session | null> {
    const auth = this.storage.getItem(sessionStorageKeys.auth);
    const loginTime = this.storage.getItem(sessionStorageKeys.loginTime);
    if (auth === null && loginTime === null) return null;
    const session = sessionFromStored(auth, loginTime);
    if (session === null) await this.clear();
    return session;
  }

  async save(session: Session): Promise<void> {
    this.storage.setItem(sessionStorageKeys.auth, storedAuthOf(session));
    this.storage.setItem(sessionStorageKeys.loginTime, String(session.startedAt));
  }

  async clear(): Promise<void> {
    this.storage.removeItem(sessionStorageKeys.auth);
    this.storage.removeItem(sessionStorageKeys.loginTime);
  }
}
