import { createContext, useContext } from 'react';
import type { StaffSession } from '@/domain/merchant-console/staff-session';

/** What a console page needs of the staff session around it. */
export interface ConsoleSessionValue {
  readonly session: StaffSession;
  /**
   * Hands a failed call to the console: an ended session opens the sign-in over the page (which stays as it is,
   * form contents and all); the answer says whether it was that, so the page shows any other failure itself.
   */
  readonly reportFailure: (error: unknown) => boolean;
  /** Puts a changed session in place (the store's new time zone), keeping the page and what was typed. */
  readonly replaceSession?: (session: StaffSession) => void;
}

export const ConsoleSessionContext = createContext<ConsoleSessionValue | null>(null);

export function useConsoleSession(): ConsoleSessionValue {
  const value = useContext(ConsoleSessionContext);
  if (value === null) throw new Error('useConsoleSession needs the merchant console around it');
  return value;
}
