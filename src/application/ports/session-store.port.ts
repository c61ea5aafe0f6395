import type { Session } from '@/domain/session/session';

/** Where the session is kept between page loads (the browser's auth and loginTime values). */
export interface SessionStore {
  /** The kept session, or null when nobody is signed in. */
  load(): Promise<Session | null>;
  /** Keeps a session, replacing any earlier one. */
  save(session: Session): Promise<void>;
  /** Forgets the session; clearing when none is kept is not an error. */
  clear(): Promise<void>;
}
