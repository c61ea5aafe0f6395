import type { Container } from 'inversify';
import type { DeviceIdentity } from '@/application/ports/device-identity.port';
import type { SessionStore } from '@/application/ports/session-store.port';
import type { RenewExpiredSession } from '@/application/session/renew-expired-session.use-case';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { HttpClient } from '@/infrastructure/http/http-client';
import { merchantHeaders, walletHeaders, type MerchantCaller } from '@/infrastructure/http/request-headers';
import { sessionFailureReporter } from '@/infrastructure/http/session-failure-reporter';

/** The API's clients: the wallet service's two versions and the merchant service. */
export const requestLayerKeys = {
  walletV1: Symbol('WalletV1HttpClient'),
  walletV2: Symbol('WalletV2HttpClient'),
  merchantV1: Symbol('MerchantV1HttpClient'),
} as const;

export interface RequestLayerDeps {
  readonly deviceIdentity: () => DeviceIdentity;
  readonly sessionStore: () => SessionStore;
  /** Resolved only when a request fails: the renewal signs in through a client of its own kind. */
  readonly renewExpiredSession: () => RenewExpiredSession;
  /** The signed-in staff member of the merchant console, or null; read for every merchant call. */
  readonly merchantCaller?: () => Promise<MerchantCaller | null>;
}

/** A wallet service client with the spec's headers; every failure is reported to the session renewal. */
export function walletClient(config: StorefrontConfig, deps: RequestLayerDeps, version: 'v1' | 'v2'): HttpClient {
  return new HttpClient({
    baseUrl: `${config.api.walletBaseUrl}/${version}`,
    headers: walletHeaders({
      apiKey: config.api.apiKey,
      coordinates: config.api.fixedCoordinates,
      deviceIdentity: deps.deviceIdentity(),
      sessionStore: deps.sessionStore(),
    }),
    onFailure: sessionFailureReporter(deps.renewExpiredSession, () => globalThis.location?.pathname ?? '/'),
  });
}

/** The request layer's headers and the central handling of an expired session come with each client. */
export function bindRequestLayer(container: Container, config: StorefrontConfig, deps: RequestLayerDeps): void {
  container.bind<HttpClient>(requestLayerKeys.walletV1).toDynamicValue(() => walletClient(config, deps, 'v1'));
  container.bind<HttpClient>(requestLayerKeys.walletV2).toDynamicValue(() => walletClient(config, deps, 'v2'));
  container.bind<HttpClient>(requestLayerKeys.merchantV1).toDynamicValue(
    () =>
      new HttpClient({
        baseUrl: `${config.api.merchantBaseUrl}/v1`,
        headers: merchantHeaders({
          apiKey: config.api.apiKey,
          coordinates: config.api.fixedCoordinates,
          caller: deps.merchantCaller ?? (async () => null),
        }),
      }),
  );
}
