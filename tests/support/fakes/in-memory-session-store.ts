import type { SessionStore } from '@/application/ports/session-store.port';
import type { Session } from '@/domain/session/session';

/** The browser's kept session, in memory. */
export class InMemorySessionStore implements SessionStore {
  constructor(private session: Session | null = null) {}

  get current(): Session | null {
    return this.session;
  }

  async load(): Promise<Session | null> {
    return this.session;
  }

  async save(session: Session): Promise<void> {
    this.session = session;
  }

  async clear(): Promise<void> {
    this.session = null;
  }
}
