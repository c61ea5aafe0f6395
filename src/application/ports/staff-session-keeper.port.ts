import type { StaffSession } from '@/domain/merchant-console/staff-session';

/** Where the console keeps its staff session between page loads, apart from the customer's session. */
export interface StaffSessionKeeper {
  /** The kept staff session, or null when no staff member is signed in on this browser. */
  load(): Promise<StaffSession | null>;
  /** Keeps a session, replacing any earlier one. */
  save(session: StaffSession): Promise<void>;
  /** Forgets the session; clearing when none is kept is not an error. */
  clear(): Promise<void>;
}
