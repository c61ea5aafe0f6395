import type { AuthGateway } from '../ports/auth-gateway.port';
import type { SessionStore } from '../ports/session-store.port';
import type { EndSession } from './end-session.use-case';

/** The customer logs out; afterwards the screen goes to /home. */
export type LogOut = () => Promise<void>;

/**
 * Tells the server, then ends the session here. The server's answer does not matter: a token that already
 * expired answers 401, and a customer who asked to log out must be logged out even when offline.
 */
export function createLogOut(deps: {
  authGateway: AuthGateway;
  sessionStore: SessionStore;
  endSession: EndSession;
}): LogOut {
  return async () => {
    const session = await deps.sessionStore.load();
    if (session) {
      try {
        await deps.authGateway.logout(session.token);
      } catch {
        // The local sign-out below is what the customer asked for; the server forgets the token on its own.
      }
    }
    await deps.endSession();
  };
}
