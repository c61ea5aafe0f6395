import { isModeratePassword } from '../validation/patterns';
import type { ConsoleRole } from './staff-session';

/** A staff account as the store's owner sees it; never its password. */
export interface StaffAccount {
  readonly queryId: string;
  readonly username: string;
  readonly fullName: string;
  readonly role: ConsoleRole;
}

/** What the owner types to add an account. */
export interface NewStaffAccount {
  readonly username: string;
  readonly fullName: string;
  readonly password: string;
  readonly role: ConsoleRole;
}

export type StaffAccountField = 'username' | 'fullName' | 'password';

export type StaffAccountProblem = 'REQUIRED' | 'TOO_SHORT' | 'TOO_LONG' | 'BAD_USERNAME' | 'WEAK_PASSWORD';

export type StaffAccountProblems = Partial<Record<StaffAccountField, StaffAccountProblem>>;

/**
 * The limits of a staff account, shared by the console's form and the server's contract. A username is what the
 * staff type at a till: lower-case letters, digits, dot, dash and underscore, starting with a letter or digit.
 */
export const staffAccountLimits = {
  usernameMin: 3,
  usernameMax: 100,
  fullNameMax: 100,
  passwordMin: 8,
  passwordMax: 200,
  usernamePattern: /^[a-z0-9][a-z0-9._-]*$/,
  /** The accounts one store may hold: far more than a store has tills and staff, so its list shows them all. */
  accountsPerStore: 200,
} as const;

/**
 * What is wrong with a password the owner sets, before it is sent; spaces count, since they may be part of it. A
 * new password is the pattern library's moderate one (an upper-case and a lower-case letter and a digit); signing
 * in never checks it, so an older password keeps working until it is changed.
 */
export function staffPasswordProblem(password: string): StaffAccountProblem | null {
  if (password === '') return 'REQUIRED';
  if (password.length < staffAccountLimits.passwordMin) return 'TOO_SHORT';
  if (password.length > staffAccountLimits.passwordMax) return 'TOO_LONG';
  if (!isModeratePassword(password)) return 'WEAK_PASSWORD';
  return null;
}

function usernameProblem(username: string): StaffAccountProblem | null {
  if (username === '') return 'REQUIRED';
  if (username.length < staffAccountLimits.usernameMin) return 'TOO_SHORT';
  if (username.length > staffAccountLimits.usernameMax) return 'TOO_LONG';
  if (!staffAccountLimits.usernamePattern.test(username)) return 'BAD_USERNAME';
  return null;
}

function fullNameProblem(fullName: string): StaffAccountProblem | null {
  if (fullName === '') return 'REQUIRED';
  if (fullName.length > staffAccountLimits.fullNameMax) return 'TOO_LONG';
  return null;
}

/** The account as it is sent: the username folded to lower case and trimmed, the name trimmed, the password as typed. */
export function normalNewStaffAccount(account: NewStaffAccount): NewStaffAccount {
  return { ...account, username: account.username.trim().toLowerCase(), fullName: account.fullName.trim() };
}

/** What is wrong with a new account, field by field; empty when it may be sent. */
export function newStaffAccountProblems(account: NewStaffAccount): StaffAccountProblems {
  const normal = normalNewStaffAccount(account);
  const found: Record<StaffAccountField, StaffAccountProblem | null> = {
    username: usernameProblem(normal.username),
    fullName: fullNameProblem(normal.fullName),
    password: staffPasswordProblem(normal.password),
  };
  return Object.fromEntries(Object.entries(found).filter(([, problem]) => problem !== null)) as StaffAccountProblems;
}

/** Whether the store keeps an owner when this account is removed or made staff: the last owner stays. */
export function leavesStoreWithoutOwner(accounts: readonly StaffAccount[], changed: string): boolean {
  const owners = accounts.filter((account) => account.role === 'owner');
  return owners.length === 1 && owners[0]?.queryId === changed;
}
