import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeEvent } from '@/contract/realtime/realtime-event.contract';
import type { Clock } from '../shared/clock';
import type { OrderIntakeStore } from '../orders/index';
import type { OrderStatusListener } from '../order-events/index';
import type { MerchantOrderStore } from './store/merchant-order-repository';
import type { StaffRepository } from './store/staff-repository';
import type { StaffPasswordLockout } from './store/staff-password-lockout';
import type { StaffSessionStore } from './store/staff-session-store';
import type { UnknownUsernames } from './unknown-usernames';

/** What the merchant routes share. */
export interface MerchantContext {
  readonly clock: Clock;
  readonly staff: StaffRepository;
  readonly sessions: StaffSessionStore;
  /** Wrong passwords of the staff accounts, counted in their rows toward sign-in's lock. */
  readonly passwordLockout: StaffPasswordLockout;
  /** Wrong passwords of usernames without an account, counted in this process's memory by the same rules. */
  readonly unknownUsernames: UnknownUsernames;
  readonly orders: MerchantOrderStore;
  /** The store's pause and cap of new orders. */
  readonly intake: OrderIntakeStore;
  readonly log: Pick<FastifyBaseLogger, 'info'>;
  /** Tells the customer's live streams; called after the change is committed. */
  readonly onStatusChanged: OrderStatusListener;
  /** Tells the store's own devices only (an event no customer needs, such as cash received). */
  readonly tellStore: (event: RealtimeEvent) => void;
}
