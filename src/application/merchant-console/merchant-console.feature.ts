import type { ConsolePreferenceUseCases } from './console-preferences.use-cases';
import type {
  CurrentStaffSession,
  EndExpiredStaffSession,
  SignInStaff,
  SignOutStaff,
  StaffSessionHinted,
} from './staff-session.use-cases';
import type { FindPastOrders } from './past-orders.use-cases';
import type { KitchenPaceFeature } from './kitchen-pace.use-cases';
import type { StoreInventoryFeature } from './store-inventory.use-cases';
import type { StoreOfficeFeature } from './store-office.feature';
import type { StoreSettingsUseCases } from './store-settings.use-cases';
import type {
  FollowStoreOrders,
  ListStoreOrders,
  MoveOrder,
  RecordCashReceived,
  ShowStoreOrder,
} from './store-orders.use-cases';

/** The merchant console: the store's staff sign in, run the store's orders live, keep its inventory and its office. */
export interface MerchantConsoleFeature
  extends
    StoreInventoryFeature,
    StoreOfficeFeature,
    ConsolePreferenceUseCases,
    KitchenPaceFeature,
    StoreSettingsUseCases {
  readonly signInStaff: SignInStaff;
  readonly currentStaffSession: CurrentStaffSession;
  readonly staffSessionHinted: StaffSessionHinted;
  readonly signOutStaff: SignOutStaff;
  readonly endExpiredStaffSession: EndExpiredStaffSession;
  readonly listStoreOrders: ListStoreOrders;
  readonly showStoreOrder: ShowStoreOrder;
  readonly moveOrder: MoveOrder;
  readonly recordCashReceived: RecordCashReceived;
  readonly followStoreOrders: FollowStoreOrders;
  readonly findPastOrders: FindPastOrders;
}
