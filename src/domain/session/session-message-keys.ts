import type { SessionEffect } from './session-effect';

/** What the customer is told when a failed request changes the session; null where nothing is said. */
export const sessionEffectMessageKeys: Readonly<Record<SessionEffect, string | null>> = {
  KEEP_SESSION: null,
  END_SESSION: 'session.expired',
  LOG_IN_AGAIN: null,
};
