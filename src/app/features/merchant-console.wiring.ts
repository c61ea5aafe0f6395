import type { MerchantConsoleFeature } from '@/application/merchant-console/merchant-console.feature';
import {
  createCurrentStaffSession,
  createEndExpiredStaffSession,
  createSignInStaff,
  createSignOutStaff,
  createStaffSessionHinted,
} from '@/application/merchant-console/staff-session.use-cases';
import { createConsolePreferenceUseCases } from '@/application/merchant-console/console-preferences.use-cases';
import { createFindPastOrders } from '@/application/merchant-console/past-orders.use-cases';
import { createStoreInventoryUseCases } from '@/application/merchant-console/store-inventory.use-cases';
import { createStoreOrderUseCases } from '@/application/merchant-console/store-orders.use-cases';
import { createKitchenPaceUseCases } from '@/application/merchant-console/kitchen-pace.use-cases';
import type { Clock } from '@/application/ports/clock.port';
import type { ConsolePreferences } from '@/application/ports/console-preferences.port';
import type { KitchenPaceGateway } from '@/application/ports/kitchen-pace-gateway.port';
import type { MerchantConsoleGateway } from '@/application/ports/merchant-console-gateway.port';
import type { StoreInventoryGateway } from '@/application/ports/store-inventory-gateway.port';
import { createStoreOfficeUseCases } from '@/application/merchant-console/store-office.use-cases';
import type { StoreOfficeGateway } from '@/application/ports/store-office-gateway.port';
import { createStoreSettingsUseCases } from '@/application/merchant-console/store-settings.use-cases';
import type { StoreSettingsGateway } from '@/application/ports/store-settings-gateway.port';
import type { StaffSessionHintReader } from '@/application/ports/staff-session-hint.port';
import type { StaffSessionKeeper } from '@/application/ports/staff-session-keeper.port';
import type { StoreOrderStream } from '@/application/ports/store-order-stream.port';
import { merchantPaths } from '@/contract/merchant/merchant-paths';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
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
import { cookieStaffSessionHint, cookieStaffSessionHintReader } from '@/infrastructure/session/staff-session-hint';
import type { Build } from './feature-binding';

export interface MerchantConsolePorts {
  readonly gateway: MerchantConsoleGateway;
  readonly sessionKeeper: StaffSessionKeeper;
  /** What the browser tells the server of its session (the hint), read back as the server read it. */
  readonly sessionHint: StaffSessionHintReader;
  readonly stream: StoreOrderStream;
  readonly clock: Clock;
  readonly inventory: StoreInventoryGateway;
  /** The office pages' calls: staff accounts, figures, promotions, money. */
  readonly office: StoreOfficeGateway;
  /** What this device remembers of the console: whether new orders print by themselves. */
  readonly preferences: ConsolePreferences;
  /** The ready-by estimates and the store's pause and cap of new orders. */
  readonly kitchen: KitchenPaceGateway;
  /** The owner's store settings: the time zone and the customer's preparation countdown. */
  readonly settings: StoreSettingsGateway;
}

export function createMerchantConsoleFeature(ports: MerchantConsolePorts): MerchantConsoleFeature {
  return {
    signInStaff: createSignInStaff(ports),
    currentStaffSession: createCurrentStaffSession(ports),
    staffSessionHinted: createStaffSessionHinted(ports),
    signOutStaff: createSignOutStaff(ports),
    endExpiredStaffSession: createEndExpiredStaffSession(ports),
    ...createStoreOrderUseCases(ports),
    findPastOrders: createFindPastOrders(ports),
    ...createKitchenPaceUseCases(ports),
    ...createStoreInventoryUseCases(ports),
    ...createStoreOfficeUseCases(ports),
    ...createConsolePreferenceUseCases(ports),
    ...createStoreSettingsUseCases(ports),
  };
}

/**
 * The merchant service's headers: the spec's merchant headers naming the kept staff member and their store, with
 * the staff session's bearer token (never the customer's session), read anew for every call.
 */
function staffHeaders(storage: KeyValueStorage, config: StorefrontConfig): HeaderSource {
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
 * The merchant console's use cases over their adapters, in the console's own chunk: the registry reaches them
 * through one dynamic import, so the shop's first download carries none of the console.
 */
export const buildFeature: Build<MerchantConsoleFeature> = ({ storage, clock }, config) => {
  const client = merchantClient(storage, config);
  return createMerchantConsoleFeature({
    gateway: new HttpMerchantConsole(client),
    kitchen: new HttpKitchenPace(client),
    office: new HttpStoreOffice(client),
    settings: new HttpStoreSettings(client),
    sessionKeeper: new LocalStaffSessionKeeper(storage, cookieStaffSessionHint(globalThis.document, clock)),
    sessionHint: cookieStaffSessionHintReader(globalThis.document),
    stream: new FetchStoreOrderStream({
      url: `${config.api.merchantBaseUrl}/v1/${merchantPaths.orderEvents}`,
      headers: staffHeaders(storage, config),
      scheduler: browserScheduler,
      fetch: (input, init) => globalThis.fetch(input, init),
    }),
    clock,
    inventory: new HttpStoreInventory(client),
    preferences: new LocalConsolePreferences(storage),
  });
};
