import { sessionEffectOfError } from '@/domain/session/session-effect';
import { transportSignInResponseSchema } from '@/contract/transport/transport-sign-in.contract';
import { transportPaths } from '@/contract/transport/transport-paths';
import type { HttpClient } from '../http/http-client';

/** The host's transport account, as config.json names it. */
export interface TransportAccount {
  readonly username: string;
  readonly password: string;
}

/** What a sign-in tells the ride calls besides the token: the merchant the account books for (spec §7's id). */
export interface SignedIn {
  readonly merchantQueryId: string;
}

/** The session rule of the request layer decides: a 419 from the transport service means "log in again". */
function asksToLogInAgain(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  if (typeof status !== 'number') return false;
  const context = { duringLogin: false, transportService: true, pagePath: '/transport' };
  return sessionEffectOfError({ status }, context) === 'LOG_IN_AGAIN';
}

/**
 * Transport mode's sign-in by the host's merchant account. Every ride call goes through `call`, which signs in
 * first when there is no token, and on a 419 (the token expired or the server forgot it) signs in again and
 * retries the call once. A 401 is passed on to the page as an error: it logs nobody out.
 * The token and the password live in this object only: never in storage, URLs or logs.
 */
export class TransportSession {
  private session: Promise<SignedIn & { readonly token: string }> | null = null;
  private latestToken: string | null = null;

  constructor(
    private readonly merchant: Pick<HttpClient, 'post'>,
    private readonly account: TransportAccount,
  ) {}

  async call<T>(request: (headers: Readonly<Record<string, string>>, signedIn: SignedIn) => Promise<T>): Promise<T> {
    const session = await this.currentSession();
    try {
      return await request({ Authorization: `Bearer ${session.token}` }, { merchantQueryId: session.merchantQueryId });
    } catch (error) {
      if (!asksToLogInAgain(error)) throw error;
      this.forget(session.token);
      const renewed = await this.currentSession();
      return request({ Authorization: `Bearer ${renewed.token}` }, { merchantQueryId: renewed.merchantQueryId });
    }
  }

  private currentSession(): Promise<SignedIn & { readonly token: string }> {
    // Calls that start together share one sign-in; a failed sign-in is forgotten so the next call tries again.
    this.session ??= this.merchant
      .post(
        transportPaths.signIn,
        { username: this.account.username, password: this.account.password },
        transportSignInResponseSchema,
        { sessionCall: true },
      )
      .then(
        (answer) => {
          this.latestToken = answer.token;
          return { token: answer.token, merchantQueryId: answer.merchant.query_id };
        },
        (error: unknown) => {
          this.session = null;
          throw error;
        },
      );
    return this.session;
  }

  /** Another call may have signed in again already: only the token that expired is dropped. */
  private forget(expired: string): void {
    if (this.latestToken === expired) this.session = null;
  }
}
