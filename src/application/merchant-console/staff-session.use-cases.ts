import { isStaffSessionLive, type StaffSession } from '@/domain/merchant-console/staff-session';
import {
  staffCredentialsProblems,
  type StaffCredentials,
  type StaffCredentialsProblems,
} from '@/domain/merchant-console/staff-sign-in-rules';
import type { Clock } from '../ports/clock.port';
import type { MerchantConsoleGateway, StaffSignInAnswer } from '../ports/merchant-console-gateway.port';
import type { StaffSessionHintReader } from '../ports/staff-session-hint.port';
import type { StaffSessionKeeper } from '../ports/staff-session-keeper.port';

export type SignInStaffOutcome =
  | StaffSignInAnswer
  | { readonly ok: false; readonly refusal: 'INVALID_FIELDS'; readonly problems: StaffCredentialsProblems };

/**
 * A staff member signs in to the console. The fields are checked by the rule the form shows before anything is
 * sent; a granted session is kept for the next page load.
 * @throws AppError when the service cannot be reached or fails.
 */
export type SignInStaff = (credentials: StaffCredentials) => Promise<SignInStaffOutcome>;

export function createSignInStaff(deps: {
  gateway: MerchantConsoleGateway;
  sessionKeeper: StaffSessionKeeper;
}): SignInStaff {
  return async (credentials) => {
    const problems = staffCredentialsProblems(credentials);
    if (Object.keys(problems).length > 0) return { ok: false, refusal: 'INVALID_FIELDS', problems };
    const answer = await deps.gateway.signIn({ username: credentials.username.trim(), password: credentials.password });
    if (answer.ok) await deps.sessionKeeper.save(answer.session);
    return answer;
  };
}

/**
 * Whether this browser says it keeps a staff session, answered at once: the console taking over the server's drawing
 * starts from what was drawn (its frame, or its sign-in) before the session itself is read.
 */
export type StaffSessionHinted = () => boolean;

export function createStaffSessionHinted(deps: { sessionHint: StaffSessionHintReader }): StaffSessionHinted {
  return () => deps.sessionHint.kept();
}

/** The kept staff session when it is still live; an expired one is forgotten and answers null. */
export type CurrentStaffSession = () => Promise<StaffSession | null>;

export function createCurrentStaffSession(deps: {
  sessionKeeper: StaffSessionKeeper;
  clock: Clock;
}): CurrentStaffSession {
  return async () => {
    const session = await deps.sessionKeeper.load();
    if (session === null) return null;
    if (isStaffSessionLive(session, deps.clock.now())) return session;
    await deps.sessionKeeper.clear();
    return null;
  };
}

/**
 * The staff member signs out: the server ends the session, and this browser forgets it even when the server
 * cannot be reached (the token then simply expires).
 */
export type SignOutStaff = () => Promise<void>;

export function createSignOutStaff(deps: {
  gateway: MerchantConsoleGateway;
  sessionKeeper: StaffSessionKeeper;
}): SignOutStaff {
  return async () => {
    try {
      await deps.gateway.signOut();
    } catch {
      // Forgetting the token below is what matters to this browser; the server's copy expires on its own.
    } finally {
      await deps.sessionKeeper.clear();
    }
  };
}

/** The server no longer accepts the kept session (expired, signed out elsewhere): forget it. */
export type EndExpiredStaffSession = () => Promise<void>;

export function createEndExpiredStaffSession(deps: { sessionKeeper: StaffSessionKeeper }): EndExpiredStaffSession {
  return () => deps.sessionKeeper.clear();
}
