import { profileFormProblems } from '@/domain/accounts/sign-up-form';
import type { PinProblem } from '@/domain/accounts/pin';
import { isEmail } from '@/domain/validation/patterns';
import { isCalendarDate } from '@/domain/validation/calendar-date';
import type { AccountsContext } from './accounts-context';
import { checkCredentialChange, type CurrentPinRefusal } from './credential-change';
import { hashPin } from './pin-hash';
import { isOwnSession } from './sign-up-customer';
import type { PinLockout } from './store/pin-lockout';
import type { UserRow } from './store/user-repository';

/** update_user's form, as its body gives it. */
export interface ProfileForm {
  readonly fullName: string;
  readonly pin: string;
  readonly email?: string | null;
  readonly dob?: string | null;
  readonly currentPin?: string;
  readonly signUpToken?: string;
}

/** Why the profile was not saved, in the order the form is checked; the first one found is the answer. */
export type ProfileRefusal =
  /** A registration comes with the proof verify_mobile_otp handed out, and there was none. */
  | { readonly reason: 'proof_missing' }
  | { readonly reason: 'name_required' }
  | { readonly reason: 'pin_invalid'; readonly problem: PinProblem }
  | { readonly reason: 'email_invalid' }
  | { readonly reason: 'dob_invalid' }
  | CurrentPinRefusal
  /** The proof was unknown, expired or spent. */
  | { readonly reason: 'proof_invalid' };

export type SaveProfileOutcome =
  { readonly outcome: 'saved' } | { readonly outcome: 'refused'; readonly refusal: ProfileRefusal };

export type SaveProfileContext = Pick<AccountsContext, 'users' | 'sessions' | 'signUpProofs'>;

const refused = (refusal: ProfileRefusal): SaveProfileOutcome => ({ outcome: 'refused', refusal });

/**
 * Sets name and PIN (and the optional e-mail and date of birth): the last step of a registration, which makes the
 * user active, or an active customer's change of the profile from its own session. Without that session the call
 * reads exactly like an unfinished registration's, so it cannot tell which numbers have accounts. A change of the
 * PIN or the e-mail needs the current PIN too, and ends the account's other sessions.
 */
export async function saveProfile(
  context: SaveProfileContext,
  lockout: Pick<PinLockout, 'lockedUntil' | 'recordWrongPin'>,
  user: UserRow,
  asked: { readonly form: ProfileForm; readonly sessionToken: string | null },
): Promise<SaveProfileOutcome> {
  const { form, sessionToken } = asked;
  const ownSession = user.status === 'active' && (await isOwnSession(context, user, sessionToken));
  const proof = ownSession ? null : form.signUpToken;
  if (proof === undefined) return refused({ reason: 'proof_missing' });
  const problems = profileFormProblems({ fullName: form.fullName, pin: form.pin });
  if (problems?.fullName) return refused({ reason: 'name_required' });
  if (problems?.pin) return refused({ reason: 'pin_invalid', problem: problems.pin });
  const email = form.email?.trim() || null;
  if (email !== null && !isEmail(email)) return refused({ reason: 'email_invalid' });
  const dob = form.dob?.trim() || null;
  if (dob !== null && !isCalendarDate(dob)) return refused({ reason: 'dob_invalid' });
  let credentialsChange = false;
  if (proof === null) {
    const check = await checkCredentialChange(lockout, user, { pin: form.pin, email, currentPin: form.currentPin });
    if (check.kind === 'refused') return refused(check.refusal);
    credentialsChange = check.kind === 'allowed';
  }
  // Spent only once the form is valid, so a typing mistake does not cost the customer a new OTP.
  if (proof !== null && !(await context.signUpProofs.spend(user.id, proof)))
    return refused({ reason: 'proof_invalid' });
  await context.users.completeProfile(user.id, {
    fullName: form.fullName.trim(),
    pinHash: await hashPin(form.pin),
    email,
    dob,
  });
  // Whoever holds another session of the account lost it with the old PIN or e-mail.
  if (credentialsChange) await context.sessions.endOthersOf(user.id, sessionToken!);
  return { outcome: 'saved' };
}
