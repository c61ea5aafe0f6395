import type { Session } from '@/domain/session/session';

/**
 * The session ended because the server said it expired, and a guest session replaced it; session is null
 * when signing in again failed too.
 */
export interface SessionExpired {
  readonly type: 'EXPIRED';
  readonly session: Session | null;
}

export type SessionEvent = SessionExpired;

/** What the screens may do with session events: listen. */
export interface SessionEventFeed {
  /** Calls the listener for every event from now on; answers the function that stops it. */
  subscribe(listener: (event: SessionEvent) => void): () => void;
}

/** Session events, told by whoever changes the session outside a screen (the request layer's failure handler). */
export interface SessionEvents extends SessionEventFeed {
  publish(event: SessionEvent): void;
}
