import type { AccountUser } from '../accounts/account';

/**
 * Who the storefront talks to the server as. A guest is signed in anonymously by device id and counts as
 * logged in for the access rule; a customer logged in with mobile number and PIN.
 */
export interface Session {
  readonly token: string;
  readonly kind: 'anonymous' | 'customer';
  readonly user: AccountUser;
  /** When it began (the stored loginTime), in epoch milliseconds from the clock. */
  readonly startedAt: number;
  /**
   * Whether the server had an address selected for the user when the session began, as its sign-in answered;
   * absent for a session kept from an earlier page load (it may have changed since) and never stored.
   */
  readonly addressSelected?: boolean;
}

/** The request layer's device id when the browser gives none; an anonymous sign-in uses the same. */
export const fallbackDeviceId = '123';

/** The device id to sign in with: the browser's, or the fallback when it is blank. */
export function deviceIdForSignIn(deviceId: string): string {
  return deviceId.trim().length > 0 ? deviceId.trim() : fallbackDeviceId;
}
