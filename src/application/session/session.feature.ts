import type { SessionEventFeed } from '../ports/session-events.port';
import type { KeptSession } from './kept-session.use-case';
import type { StartSession } from './start-session.use-case';

/** The visit's session: started before the first screen, renewed by the request layer when it expires. */
export interface SessionFeature {
  readonly startSession: StartSession;
  readonly keptSession: KeptSession;
  /** The screens listen to session events (an expired session was renewed); only adapters publish. */
  readonly sessionEvents: SessionEventFeed;
}
