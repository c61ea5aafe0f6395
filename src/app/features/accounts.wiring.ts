import type { AccountsFeature } from '@/application/accounts/accounts.feature';
import { createForgotPin } from '@/application/accounts/forgot-pin.use-case';
import { createLogIn } from '@/application/accounts/log-in.use-case';
import { createSignUp } from '@/application/accounts/sign-up.use-case';
import type { AuthGateway } from '@/application/ports/auth-gateway.port';
import type { Clock } from '@/application/ports/clock.port';
import type { SessionScopedData } from '@/application/ports/session-scoped-data.port';
import type { SessionStore } from '@/application/ports/session-store.port';
import { createEndSession } from '@/application/session/end-session.use-case';
import { createLogOut } from '@/application/session/log-out.use-case';
import type { Build } from './feature-binding';

export interface AccountsPorts {
  readonly authGateway: AuthGateway;
  readonly sessionStore: SessionStore;
  readonly sessionScopedData: SessionScopedData;
  readonly clock: Clock;
}

export function createAccountsFeature(ports: AccountsPorts): AccountsFeature {
  const { authGateway, sessionStore } = ports;
  const logIn = createLogIn({ authGateway, sessionStore, clock: ports.clock });
  return {
    logIn,
    signUp: createSignUp({ authGateway, logIn }),
    forgotPin: createForgotPin({ authGateway }),
    logOut: createLogOut({
      authGateway,
      sessionStore,
      endSession: createEndSession({ sessionStore, sessionScopedData: ports.sessionScopedData }),
    }),
  };
}

/** The account screens' use cases: all their ports are the session's, shared (shared-ports.ts). */
export const buildFeature: Build<AccountsFeature> = (shared) => createAccountsFeature(shared);
