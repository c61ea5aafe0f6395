import type { AuthGateway } from '@/application/ports/auth-gateway.port';
import type { Clock } from '@/application/ports/clock.port';
import type { DeviceIdentity } from '@/application/ports/device-identity.port';
import type { SessionEvents } from '@/application/ports/session-events.port';
import type { SessionScopedData } from '@/application/ports/session-scoped-data.port';
import type { SessionStore } from '@/application/ports/session-store.port';
import { createEndSession } from '@/application/session/end-session.use-case';
import { createKeptSession } from '@/application/session/kept-session.use-case';
import { createHandleRequestError } from '@/application/session/handle-request-error.use-case';
import {
  createRenewExpiredSession,
  type RenewExpiredSession,
} from '@/application/session/renew-expired-session.use-case';
import type { SessionFeature } from '@/application/session/session.feature';
import { createSignInAnonymously } from '@/application/session/sign-in-anonymously.use-case';
import { createStartSession } from '@/application/session/start-session.use-case';

export interface SessionPorts {
  readonly authGateway: AuthGateway;
  readonly sessionStore: SessionStore;
  readonly deviceIdentity: DeviceIdentity;
  readonly sessionScopedData: SessionScopedData;
  readonly sessionEvents: SessionEvents;
  readonly clock: Clock;
}

/** The session feature, and the renewal the request layer calls when a request finds the session expired. */
export interface SessionWiring extends SessionFeature {
  readonly renewExpiredSession: RenewExpiredSession;
}

export function createSessionFeature(ports: SessionPorts): SessionWiring {
  const { authGateway, sessionStore, clock } = ports;
  const startSession = createStartSession({
    deviceIdentity: ports.deviceIdentity,
    signInAnonymously: createSignInAnonymously({ authGateway, sessionStore, clock }),
  });
  return {
    startSession,
    keptSession: createKeptSession({ sessionStore }),
    sessionEvents: ports.sessionEvents,
    renewExpiredSession: createRenewExpiredSession({
      handleRequestError: createHandleRequestError({
        endSession: createEndSession({ sessionStore, sessionScopedData: ports.sessionScopedData }),
      }),
      startSession,
      sessionStore,
      sessionEvents: ports.sessionEvents,
    }),
  };
}
