import type { DeviceIdentity } from '@/application/ports/device-identity.port';
import type { SessionStore } from '@/application/ports/session-store.port';
import type { RenewExpiredSession } from '@/application/session/renew-expired-session.use-case';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { HttpClient } from '@/infrastructure/http/http-client';
import { walletHeaders, type LanguageSource } from '@/infrastructure/http/request-headers';
import { sessionFailureReporter } from '@/infrastructure/http/session-failure-reporter';

/**
 * The wallet service's clients, of its two versions. The merchant service's client belongs to the merchant
 * console alone and is made in its chunk (merchant-console-binding.ts), with the staff session's headers.
 */
export const requestLayerKeys = {
  walletV1: Symbol('WalletV1HttpClient'),
  walletV2: Symbol('WalletV2HttpClient'),
} as const;

export interface RequestLayerDeps {
  readonly deviceIdentity: () => DeviceIdentity;
  readonly sessionStore: () => SessionStore;
  /** Resolved only when a request fails: the renewal signs in through a client of its own kind. */
  readonly renewExpiredSession: () => RenewExpiredSession;
  /** The screens' language, sent with every request; the page's own when left out. */
  readonly language?: LanguageSource;
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
      ...(deps.language ? { language: deps.language } : {}),
    }),
    onFailure: sessionFailureReporter(deps.renewExpiredSession, () => globalThis.location?.pathname ?? '/'),
  });
}
