/** What the staff sign-in form sends. */
export interface StaffCredentials {
  readonly username: string;
  readonly password: string;
}

export type StaffCredentialsProblem = 'REQUIRED' | 'TOO_LONG';

export type StaffCredentialsProblems = Partial<Record<keyof StaffCredentials, StaffCredentialsProblem>>;

/** The server's limits on the two fields (the sign-in contract). */
const maxLength: Readonly<Record<keyof StaffCredentials, number>> = { username: 100, password: 200 };

/**
 * What is wrong with the credentials before they are sent: both are required, a blank username is none,
 * and neither may pass the server's length. The password is never trimmed: spaces may be part of it.
 */
export function staffCredentialsProblems(credentials: StaffCredentials): StaffCredentialsProblems {
  const problems: { -readonly [K in keyof StaffCredentials]?: StaffCredentialsProblem } = {};
  const given = { username: credentials.username.trim(), password: credentials.password };
  for (const field of ['username', 'password'] as const) {
    if (given[field] === '') problems[field] = 'REQUIRED';
    else if (given[field].length > maxLength[field]) problems[field] = 'TOO_LONG';
  }
  return problems;
}
