import {
  sessionEffectOfError,
  type RequestFailure,
  type RequestFailureContext,
  type SessionEffect,
} from '@/domain/session/session-effect';
import type { SessionEvents } from '../ports/session-events.port';
import type { SessionStore } from '../ports/session-store.port';
import type { HandleRequestError } from './handle-request-error.use-case';
import type { StartSession } from './start-session.use-case';

/** A failed request as the request layer reports it, with the session token it was sent with. */
export interface FailedRequestReport {
  readonly error: RequestFailure;
  readonly context: RequestFailureContext;
  /** The session token the request carried; null when it carried none. */
  readonly sentToken: string | null;
}

/**
 * Every failed request, told centrally: when the failure ends the session, the cart, the lists and the
 * session are cleared, the device signs in as a guest again and the screens are told why.
 */
export type RenewExpiredSession = (report: FailedRequestReport) => Promise<SessionEffect>;

/**
 * Several requests of one expired session fail together; only the first renews it. A failure of a request
 * sent with an older token (the session was renewed or a customer logged in meanwhile), or with none before the
 * session began (a screen the server drew comes alive before the guest's sign-in), ends nothing.
 */
export function createRenewExpiredSession(deps: {
  handleRequestError: HandleRequestError;
  startSession: StartSession;
  sessionStore: SessionStore;
  sessionEvents: SessionEvents;
}): RenewExpiredSession {
  let renewing: Promise<SessionEffect> | null = null;

  const renew = async (report: FailedRequestReport): Promise<SessionEffect> => {
    const current = await deps.sessionStore.load().catch(() => null);
    if (current !== null && current.token !== report.sentToken) return 'KEEP_SESSION';
    const effect = await deps.handleRequestError(report.error, report.context);
    if (effect === 'END_SESSION') {
      const session = await deps.startSession().catch(() => null);
      deps.sessionEvents.publish({ type: 'EXPIRED', session });
    }
    return effect;
  };

  return async (report) => {
    // Decided before anything is awaited, so failures arriving together see the renewal already running.
    if (sessionEffectOfError(report.error, report.context) !== 'END_SESSION') {
      return deps.handleRequestError(report.error, report.context);
    }
    if (renewing) {
      await renewing;
      return 'KEEP_SESSION';
    }
    renewing = renew(report).finally(() => {
      renewing = null;
    });
    return renewing;
  };
}
