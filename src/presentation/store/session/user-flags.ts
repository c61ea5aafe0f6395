import { isBusinessUser, isRetailUser } from '@/domain/accounts/user-type';
import type { RootState } from '../app-store';
import { selectSignedIn } from './session.slice';

/*
 * The user-type flags are derived from the session's user (its trade types) rather than stored beside it, so
 * they can never disagree with the user they describe; any page reads them with these selectors.
 */

/** A signed-in user whose trade types lack Retail: flagged, as the spec says; false while nobody is signed in. */
export function selectIsNonRetailUser(state: RootState): boolean {
  const signedIn = selectSignedIn(state);
  return signedIn !== null && !isRetailUser(signedIn.user);
}

/** The signed-in user is the business-to-business user type: its own logo, and no rider tip. */
export function selectIsBusinessUser(state: RootState): boolean {
  const signedIn = selectSignedIn(state);
  return signedIn !== null && isBusinessUser(signedIn.user);
}
