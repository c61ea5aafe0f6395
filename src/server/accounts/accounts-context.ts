import type { ServerDatabase } from '../db/database';
import type { Outbox } from '../outbox/index';
import type { AddressRepository } from './store/address-repository';
import type { Clock } from '../shared/clock';
import type { OtpStore } from './store/otp-store';
import type { SessionStore } from '../shared/session/session-store';
import type { SignUpHandles } from './store/sign-up-handles';
import type { SignUpProofs } from './store/sign-up-proofs';
import type { UnregisteredNumbers } from './unregistered-numbers';
import type { UserRepository } from './store/user-repository';

/** What the account routes share: one clock for every expiry, and the stores built on it. */
export interface AccountsContext {
  db: ServerDatabase;
  clock: Clock;
  users: UserRepository;
  addresses: AddressRepository;
  sessions: SessionStore;
  otps: OtpStore;
  signUpProofs: SignUpProofs;
  /** The ids registrations hand out instead of the user's own. */
  signUpHandles: SignUpHandles;
  unregistered: UnregisteredNumbers;
  outbox: Outbox;
}
