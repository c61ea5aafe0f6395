import type { CurrentStaffSession, EndExpiredStaffSession, SignInStaff, SignOutStaff } from './staff-session.use-cases';
import type { StoreInventoryFeature } from './store-inventory.use-cases';
import type { FollowStoreOrders, ListStoreOrders, MoveOrder, ShowStoreOrder } from './store-orders.use-cases';

/** The merchant console: the store's staff sign in, run the store's orders live and keep its inventory. */
export interface MerchantConsoleFeature extends StoreInventoryFeature {
  readonly signInStaff: SignInStaff;
  readonly currentStaffSession: CurrentStaffSession;
  readonly signOutStaff: SignOutStaff;
  readonly endExpiredStaffSession: EndExpiredStaffSession;
  readonly listStoreOrders: ListStoreOrders;
  readonly showStoreOrder: ShowStoreOrder;
  readonly moveOrder: MoveOrder;
  readonly followStoreOrders: FollowStoreOrders;
}
