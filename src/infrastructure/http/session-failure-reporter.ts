import type { RenewExpiredSession } from '@/application/session/renew-expired-session.use-case';
import { rideCallsPrefix, transportSignInPath } from '@/contract/transport/transport-path-prefixes';
import type { RequestFailureListener } from './http-client';

const transportPrefixes = [transportSignInPath, rideCallsPrefix];

/**
 * The one place every failed request of the wallet and merchant services is reported, so an expired
 * session ends the same way whichever screen made the call. The renewal runs beside the failed call,
 * which still rejects with its error at once.
 */
export function sessionFailureReporter(
  renewExpiredSession: () => RenewExpiredSession,
  pagePath: () => string,
): RequestFailureListener {
  const failed = (thrown: unknown) => console.error('Ending the expired session failed', thrown);
  return (error, request) => {
    if (error.status === undefined) return;
    // The failed call must reject with its own error whatever goes wrong here, so nothing is thrown.
    try {
      void renewExpiredSession()({
        error: { status: error.status },
        context: {
          duringLogin: request.sessionCall,
          transportService: transportPrefixes.some((prefix) => request.path.startsWith(prefix)),
          pagePath: pagePath(),
        },
        sentToken: request.sessionToken,
      }).catch(failed);
    } catch (thrown) {
      failed(thrown);
    }
  };
}
