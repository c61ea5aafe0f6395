import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { outboxResponseSchema } from '@/contract/accounts/outbox.contract';
import { registerResponseSchema, verifyOtpResponseSchema } from '@/contract/accounts/sign-in.contract';
import { sessionResponseSchema } from '@/contract/accounts/user.contract';
import { startTestServer, type TestServer } from '../start-test-server';

export interface Answer {
  status: number;
  body: unknown;
}

/** A test server for the account calls, with a clock the test moves through TEST_CLOCK_FILE. */
export interface AccountsServer {
  server: TestServer;
  call(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; bearer?: string; language?: string },
  ): Promise<Answer>;
  /** Moves the server's clock this many milliseconds past real time (from then on, not added up). */
  setClockOffset(ms: number): Promise<void>;
  /** The six digits of the newest message to a number in the outbox. */
  latestCode(recipient: string): Promise<string>;
  /** Logs in and answers the session token. */
  logIn(loginId: string, pin: string): Promise<string>;
  stop(): Promise<void>;
}

/** Calls the API as the storefront does: JSON bodies, the session header or a bearer token. */
export function jsonCaller(baseUrl: string): AccountsServer['call'] {
  return async (method, urlPath, options = {}) => {
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token !== undefined) headers['x-p3-mwallet-session-token'] = options.token;
    if (options.bearer !== undefined) headers.authorization = `Bearer ${options.bearer}`;
    if (options.language !== undefined) headers['accept-language'] = options.language;
    const response = await fetch(`${baseUrl}${urlPath}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
  };
}

/** On PGlite, or on a PostgreSQL database of its own: see startTestServer's onPostgres. */
export async function startAccountsServer(
  options: {
    onPostgres?: boolean;
    storefrontConfigFile?: string;
    rateLimits?: boolean;
    env?: Record<string, string>;
    nodeEnv?: 'development' | 'production';
  } = {},
): Promise<AccountsServer> {
  const clockDir = await mkdtemp(path.join(os.tmpdir(), 'accounts-test-clock-'));
  const clockFile = path.join(clockDir, 'offset');
  await writeFile(clockFile, '0');
  const server = await startTestServer({ ...options, clockFile });

  const call = jsonCaller(server.baseUrl);

  return {
    server,
    call,
    setClockOffset: (ms) => writeFile(clockFile, String(ms)),
    async latestCode(recipient) {
      const answer = await call('GET', `/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=1`);
      const [message] = outboxResponseSchema.parse(answer.body).messages;
      const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
      if (code === undefined) throw new Error(`No code in the outbox for ${recipient}`);
      return code;
    },
    async logIn(loginId, pin) {
      const answer = await call('POST', '/api/v1/users/authenticate', { body: { login_id: loginId, password: pin } });
      if (answer.status !== 200) throw new Error(`Login failed: ${JSON.stringify(answer.body)}`);
      return sessionResponseSchema.parse(answer.body).user.session_ktb_token;
    },
    async stop() {
      await server.stop();
      await rm(clockDir, { recursive: true, force: true });
    },
  };
}

/** The seeded customer of the README. */
export const demoLogin = { loginId: '+923001234567', pin: '123456' } as const;

let numberCounter = 0;
/** A fresh, valid mobile number for a test's own registration (unique within a test file). */
export function freshMobileNumber(prefix: string): string {
  numberCounter += 1;
  return `+92${prefix}${String(numberCounter).padStart(7, '0')}`;
}

/** The field names of a 400's details. */
export function detailFields(body: unknown): string[] {
  const details = (body as { error?: { details?: { field: string }[] } }).error?.details ?? [];
  return details.map((detail) => detail.field);
}

export function errorMessage(body: unknown): string {
  return (body as { error: { message: string } }).error.message;
}

/** Signs a number up in the three steps, as the storefront does; answers the id the registration handed out. */
export async function signUpCustomer(
  api: AccountsServer,
  mobileNumber: string,
  user: { full_name: string; password: string },
): Promise<string> {
  const registered = await api.call('POST', '/api/v1/users', { body: { user: { mobile_number: mobileNumber } } });
  const userId = registerResponseSchema.parse(registered.body).user_query_id;
  const verified = await api.call('POST', `/api/v1/users/${userId}/verify_mobile_otp`, {
    body: { mobile_otp: await api.latestCode(mobileNumber) },
  });
  const { sign_up_token } = verifyOtpResponseSchema.parse(verified.body);
  const saved = await api.call('POST', `/api/v1/users/${userId}/update_user`, { body: { user, sign_up_token } });
  if (saved.status !== 200) throw new Error(`Sign-up failed: ${JSON.stringify(saved.body)}`);
  return userId;
}
