import type { Container } from 'inversify';
import type { ForgotPin } from '@/application/auth/forgot-pin.use-case';
import type { SignUp } from '@/application/auth/sign-up.use-case';
import { createEndSession } from '@/application/session/end-session.use-case';
import { createLogOut } from '@/application/session/log-out.use-case';
import { portTokens, useCaseTokens } from '@/application/tokens';
import { lazyFunction, lazyPort, type DepsOf } from './lazy-port';
import type * as AccountUseCases from './account-use-cases';

/** The account screens' use cases over the auth gateway and session store that bindSession binds. */
export function bindAccounts(container: Container): void {
  // Log-in loads with the account screens and the login dialog, not with the first page.
  const accountUseCases = () => import(/* webpackChunkName: "accounts" */ './account-use-cases');
  container.bind(useCaseTokens.logIn).toDynamicValue((context) => {
    const deps: DepsOf<typeof AccountUseCases.createLogIn> = {
      authGateway: context.get(portTokens.authGateway),
      sessionStore: context.get(portTokens.sessionStore),
      clock: context.get(portTokens.clock),
    };
    return lazyFunction(() => accountUseCases().then((module) => module.createLogIn(deps)));
  });
  // So do sign-up and forgot-PIN.
  container.bind(useCaseTokens.signUp).toDynamicValue((context) => {
    const deps: DepsOf<typeof AccountUseCases.createSignUp> = {
      authGateway: context.get(portTokens.authGateway),
      logIn: context.get(useCaseTokens.logIn),
    };
    return lazyPort<SignUp>(() => accountUseCases().then((module) => module.createSignUp(deps)));
  });
  container.bind(useCaseTokens.forgotPin).toDynamicValue((context) => {
    const deps: DepsOf<typeof AccountUseCases.createForgotPin> = { authGateway: context.get(portTokens.authGateway) };
    return lazyPort<ForgotPin>(() => accountUseCases().then((module) => module.createForgotPin(deps)));
  });
  container.bind(useCaseTokens.logOut).toDynamicValue((context) =>
    createLogOut({
      authGateway: context.get(portTokens.authGateway),
      sessionStore: context.get(portTokens.sessionStore),
      endSession: createEndSession({
        sessionStore: context.get(portTokens.sessionStore),
        sessionScopedData: context.get(portTokens.sessionScopedData),
      }),
    }),
  );
}
