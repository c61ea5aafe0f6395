import {
  sessionEffectOfError,
  type RequestFailure,
  type RequestFailureContext,
  type SessionEffect,
} from '@/domain/session/session-effect';
import type { EndSession } from './end-session.use-case';

/**
 * A request failed: ends the session when the failure means it expired, and answers the effect, so the
 * request layer can report it or, for LOG_IN_AGAIN, have the transport service log in with its preset
 * credentials.
 */
export type HandleRequestError = (error: RequestFailure, context: RequestFailureContext) => Promise<SessionEffect>;

export function createHandleRequestError(deps: { endSession: EndSession }): HandleRequestError {
  return async (error, context) => {
    const effect = sessionEffectOfError(error, context);
    if (effect === 'END_SESSION') await deps.endSession();
    return effect;
  };
}
