import type { MerchantConsoleFeature } from '@/application/merchant-console/merchant-console.feature';
import { merchantPaths } from '@/contract/merchant/merchant-paths';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { SystemClock } from '@/infrastructure/clock/system-clock';
import { HttpClient } from '@/infrastructure/http/http-client';
import { merchantHeaders, type HeaderSource } from '@/infrastructure/http/request-headers';
import { FetchStoreOrderStream } from '@/infrastructure/merchant-console/fetch-store-order-stream';
import { HttpKitchenPace } from '@/infrastructure/merchant-console/http-kitchen-pace';
import { HttpMerchantConsole } from '@/infrastructure/merchant-console/http-merchant-console';
import { HttpStoreInventory } from '@/infrastructure/merchant-console/http-store-inventory';
import { HttpStoreOffice } from '@/infrastructure/merchant-console/http-store-office';
import { HttpStoreSettings } from '@/infrastructure/merchant-console/http-store-settings';
import { LocalConsolePreferences } from '@/infrastructure/merchant-console/local-console-preferences';
import { browserScheduler } from '@/infrastructure/realtime/scheduler';
import type { KeyValueStorage } from '@/infrastructure/session/key-value-storage';
import { LocalStaffSessionKeeper, staffCallerOf } from '@/infrastructure/session/local-staff-session-keeper';
import { createMerchantConsoleFeature } from './features/merchant-console.wiring';

/**
 * The merchant service's headers: the spec's merchant headers naming the kept staff member and their store, with
 * the staff session's bearer token (never the customer's session), read anew for every call.
 */
export function staffHeaders(storage: KeyValueStorage, config: StorefrontConfig): HeaderSource {
  const keeper = new LocalStaffSessionKeeper(storage);
  return merchantHeaders({
    apiKey: config.api.apiKey,
    coordinates: config.api.fixedCoordinates,
    caller: () => staffCallerOf(keeper),
  });
}

/** The merchant service's client; only the merchant console speaks to it. */
export function merchantClient(storage: KeyValueStorage, config: StorefrontConfig): HttpClient {
  return new HttpClient({
    baseUrl: `${config.api.merchantBaseUrl}/v1`,
    headers: staffHeaders(storage, config),
    // A staff member on an owner's call is refused by role; their session goes on.
    forbiddenIsRoleRefusal: true,
  });
}

/**
 * The merchant console's use cases over their adapters, in the console's own chunk: the container reaches them
 * through one dynamic import, so the shop's first download carries none of the console.
 */
export function merchantConsole(storage: KeyValueStorage, config: StorefrontConfig): MerchantConsoleFeature {
  const client = merchantClient(storage, config);
  return createMerchantConsoleFeature({
    gateway: new HttpMerchantConsole(client),
    kitchen: new HttpKitchenPace(client),
    office: new HttpStoreOffice(client),
    settings: new HttpStoreSettings(client),
    sessionKeeper: new LocalStaffSessionKeeper(storage),
    stream: new FetchStoreOrderStream({
      url: `${config.api.merchantBaseUrl}/v1/${merchantPaths.orderEvents}`,
      headers: staffHeaders(storage, config),
      scheduler: browserScheduler,
      fetch: (input, init) => globalThis.fetch(input, init),
    }),
    // The browser's clock, as the shop's; made here so the shop's first download does not carry this binding.
    clock: new SystemClock(),
    inventory: new HttpStoreInventory(merchantClient(storage, config)),
    preferences: new LocalConsolePreferences(storage),
  });
}
