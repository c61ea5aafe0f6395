import { deviceIdForSignIn, type Session } from '@/domain/session/session';
import type { AuthGateway } from '../ports/auth-gateway.port';
import type { Clock } from '../ports/clock.port';
import type { SessionStore } from '../ports/session-store.port';

/** A visitor without a session is signed in as a guest by the device's id, so the storefront can be used. */
export type SignInAnonymously = (deviceId: string) => Promise<Session>;

/**
 * A kept session, guest or customer, is answered as it is: signing in again would throw away a customer's
 * login or give one browser two guest identities. A blank device id falls back to the request layer's.
 */
export function createSignInAnonymously(deps: {
  authGateway: AuthGateway;
  sessionStore: SessionStore;
  clock: Clock;
}): SignInAnonymously {
  return async (deviceId) => {
    const kept = await deps.sessionStore.load();
    if (kept) return kept;
    const signedIn = await deps.authGateway.authenticateAnonymously(deviceIdForSignIn(deviceId));
    const session: Session = {
      token: signedIn.token,
      kind: 'anonymous',
      user: signedIn.user,
      startedAt: deps.clock.now(),
      addressSelected: signedIn.addressSelected,
    };
    await deps.sessionStore.save(session);
    return session;
  };
}
