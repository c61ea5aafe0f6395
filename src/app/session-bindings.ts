import type { Container } from 'inversify';
import type { CartRepository } from '@/application/ports/cart-repository.port';
import { createEndSession } from '@/application/session/end-session.use-case';
import { createHandleRequestError } from '@/application/session/handle-request-error.use-case';
import {
  createRenewExpiredSession,
  type RenewExpiredSession,
} from '@/application/session/renew-expired-session.use-case';
import { createSignInAnonymously } from '@/application/session/sign-in-anonymously.use-case';
import { createStartSession } from '@/application/session/start-session.use-case';
import { portTokens, useCaseTokens } from '@/application/tokens';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { HttpAuthGateway } from '@/infrastructure/api/http-auth-gateway';
import { BrowserDeviceIdentity } from '@/infrastructure/device/browser-device-identity';
import { HttpClient } from '@/infrastructure/http/http-client';
import { merchantHeaders, walletHeaders } from '@/infrastructure/http/request-headers';
import { sessionFailureReporter } from '@/infrastructure/http/session-failure-reporter';
import { BrowserSessionScopedData } from '@/infrastructure/session/browser-session-scoped-data';
import { browserStorage } from '@/infrastructure/session/key-value-storage';
import { LocalSessionStore } from '@/infrastructure/session/local-session-store';
import { SessionEventHub } from '@/infrastructure/session/session-event-hub';

/** The request layer's clients beside the wallet v1 one that container.ts binds. */
export const requestLayerKeys = {
  walletV2: Symbol('WalletV2HttpClient'),
  merchantV1: Symbol('MerchantV1HttpClient'),
} as const;

const renewExpiredSessionKey = Symbol('RenewExpiredSession');

/**
 * A wallet service client with the spec's headers. Every failure is reported to the session renewal,
 * resolved only when a request fails: the renewal signs in through a client of its own kind.
 */
export function walletClient(container: Container, config: StorefrontConfig, version: 'v1' | 'v2'): HttpClient {
  return new HttpClient({
    baseUrl: `${config.api.walletBaseUrl}/${version}`,
    headers: walletHeaders({
      apiKey: config.api.apiKey,
      coordinates: config.api.fixedCoordinates,
      deviceIdentity: container.get(portTokens.deviceIdentity),
      sessionStore: container.get(portTokens.sessionStore),
    }),
    onFailure: sessionFailureReporter(
      () => container.get<RenewExpiredSession>(renewExpiredSessionKey),
      () => globalThis.location?.pathname ?? '/',
    ),
  });
}

/** The session, the device identity, the account calls and the central handling of an expired session. */
export function bindSession(container: Container, config: StorefrontConfig): void {
  const storage = browserStorage();
  container.bind(portTokens.sessionStore).toDynamicValue(() => new LocalSessionStore(storage));
  container.bind(portTokens.deviceIdentity).toDynamicValue(() => new BrowserDeviceIdentity(storage));
  container.bind(portTokens.sessionEvents).toDynamicValue(() => new SessionEventHub());
  container.bind(useCaseTokens.sessionEvents).toDynamicValue((context) => context.get(portTokens.sessionEvents));
  container.bind<HttpClient>(requestLayerKeys.walletV2).toDynamicValue(() => walletClient(container, config, 'v2'));
  container.bind<HttpClient>(requestLayerKeys.merchantV1).toDynamicValue(
    () =>
      new HttpClient({
        baseUrl: `${config.api.merchantBaseUrl}/v1`,
        // The staff sign-in that names the caller is not part of the storefront yet.
        headers: merchantHeaders({
          apiKey: config.api.apiKey,
          coordinates: config.api.fixedCoordinates,
          caller: async () => null,
        }),
      }),
  );
  container
    .bind(portTokens.authGateway)
    .toDynamicValue(
      () => new HttpAuthGateway(walletClient(container, config, 'v1'), container.get(requestLayerKeys.walletV2)),
    );
  container.bind(portTokens.sessionScopedData).toDynamicValue(
    () =>
      new BrowserSessionScopedData(
        container.get<CartRepository>(portTokens.cartRepository),
        // The order lists live only in the screens' state, which resets on the session slice's actions.
        async () => undefined,
      ),
  );
  container.bind(useCaseTokens.startSession).toDynamicValue(() =>
    createStartSession({
      deviceIdentity: container.get(portTokens.deviceIdentity),
      signInAnonymously: createSignInAnonymously({
        authGateway: container.get(portTokens.authGateway),
        sessionStore: container.get(portTokens.sessionStore),
        clock: container.get(portTokens.clock),
      }),
    }),
  );
  container.bind(renewExpiredSessionKey).toDynamicValue(() =>
    createRenewExpiredSession({
      handleRequestError: createHandleRequestError({
        endSession: createEndSession({
          sessionStore: container.get(portTokens.sessionStore),
          sessionScopedData: container.get(portTokens.sessionScopedData),
        }),
      }),
      startSession: container.get(useCaseTokens.startSession),
      sessionStore: container.get(portTokens.sessionStore),
      sessionEvents: container.get(portTokens.sessionEvents),
    }),
  );
}
