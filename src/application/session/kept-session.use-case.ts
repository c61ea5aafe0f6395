import type { Session } from '@/domain/session/session';
import type { SessionStore } from '../ports/session-store.port';

/**
 * The session this browser kept from an earlier visit, or null for a first visit, without asking the server:
 * start-up tells a visitor who will be a new guest from one who comes back as somebody.
 */
export type KeptSession = () => Promise<Session | null>;

export function createKeptSession(deps: { sessionStore: SessionStore }): KeptSession {
  return () => deps.sessionStore.load();
}
