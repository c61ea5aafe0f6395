import type { MerchantConsoleFeature } from '@/application/merchant-console/merchant-console.feature';
import {
  createCurrentStaffSession,
  createEndExpiredStaffSession,
  createSignInStaff,
  createSignOutStaff,
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
import type { StaffSessionKeeper } from '@/application/ports/staff-session-keeper.port';
import type { StoreOrderStream } from '@/application/ports/store-order-stream.port';

export interface MerchantConsolePorts {
  readonly gateway: MerchantConsoleGateway;
  readonly sessionKeeper: StaffSessionKeeper;
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
