import type { AppError } from '@/application/errors/app-error';
import { createEndSession } from '@/application/session/end-session.use-case';
import { createHandleRequestError } from '@/application/session/handle-request-error.use-case';
import { createLogOut } from '@/application/session/log-out.use-case';
import { createSignInAnonymously } from '@/application/session/sign-in-anonymously.use-case';
import type { RequestFailureContext } from '@/domain/session/session-effect';
import type { Session } from '@/domain/session/session';
import { FixedClock } from '../../../support/fakes/fixed-clock';
import { InMemoryAuthGateway } from '../../../support/fakes/in-memory-auth-gateway';
import { InMemorySessionScopedData } from '../../../support/fakes/in-memory-session-scoped-data';
import { InMemorySessionStore } from '../../../support/fakes/in-memory-session-store';

const customerSession: Session = {
  token: 'token-user-1',
  kind: 'customer',
  user: { queryId: 'user-1', status: 'active', fullName: 'Aino', mobileNumber: '+923001234567', industryTypes: [] },
  startedAt: 0,
};

const now = Date.parse('2026-06-15T09:30:00Z');

function setUp(session: Session | null = customerSession) {
  const authGateway = new InMemoryAuthGateway();
  const sessionStore = new InMemorySessionStore(session);
  const sessionScopedData = new InMemorySessionScopedData();
  sessionScopedData.cartProducts = ['p1', 'p2'];
  sessionScopedData.orderLists = { active: ['o1'], past: ['o2'], cancelled: ['o3'] };
  const endSession = createEndSession({ sessionStore, sessionScopedData });
  return {
    authGateway,
    sessionStore,
    sessionScopedData,
    endSession,
    logOut: createLogOut({ authGateway, sessionStore, endSession }),
    handleRequestError: createHandleRequestError({ endSession }),
    signInAnonymously: createSignInAnonymously({ authGateway, sessionStore, clock: new FixedClock(now) }),
  };
}

const storageFailure = new Error('IndexedDb Operation failed');

describe('EndSession', () => {
  it('clears the cart, the order lists and the session', async () => {
    const { endSession, sessionStore, sessionScopedData } = setUp();
    await endSession();
    expect(sessionStore.current).toBeNull();
    expect(sessionScopedData.cartProducts).toEqual([]);
    expect(sessionScopedData.orderLists).toEqual({ active: [], past: [], cancelled: [] });
  });

  it('still clears the session and the order lists when the cart cannot be cleared, then reports it', async () => {
    const { endSession, sessionStore, sessionScopedData } = setUp();
    sessionScopedData.failCartClearingWith(storageFailure);
    await expect(endSession()).rejects.toBe(storageFailure);
    expect(sessionStore.current).toBeNull();
    expect(sessionScopedData.orderLists).toEqual({ active: [], past: [], cancelled: [] });
  });
});

describe('HandleRequestError', () => {
  const ordinary: RequestFailureContext = { duringLogin: false, transportService: false, pagePath: '/products' };
  const transport: RequestFailureContext = {
    duringLogin: false,
    transportService: true,
    pagePath: '/transport/main-page',
  };

  it.each<[number, RequestFailureContext, string, boolean]>([
    [401, ordinary, 'END_SESSION', true],
    [403, ordinary, 'END_SESSION', true],
    [401, { ...ordinary, duringLogin: true }, 'KEEP_SESSION', false],
    [401, transport, 'KEEP_SESSION', false],
    [419, transport, 'LOG_IN_AGAIN', false],
    [419, ordinary, 'KEEP_SESSION', false],
    [500, ordinary, 'KEEP_SESSION', false],
  ])('status %i in %o answers %s (session ended: %s)', async (status, context, effect, ended) => {
    const { handleRequestError, sessionStore, sessionScopedData } = setUp();
    expect(await handleRequestError({ status }, context)).toBe(effect);
    expect(sessionStore.current === null).toBe(ended);
    expect(sessionScopedData.isEmpty).toBe(ended);
  });

  it("reads the status of the request layer's AppError", async () => {
    const { handleRequestError } = setUp();
    const expired: AppError = { code: 'SESSION_EXPIRED', message: 'Session Expired', status: 401 };
    expect(await handleRequestError(expired, ordinary)).toBe('END_SESSION');
  });
});

describe('LogOut', () => {
  it('tells the server with the session token, then clears everything', async () => {
    const { logOut, authGateway, sessionStore, sessionScopedData } = setUp();
    await logOut();
    expect(authGateway.calls).toEqual([{ call: 'logout', token: 'token-user-1' }]);
    expect(sessionStore.current).toBeNull();
    expect(sessionScopedData.isEmpty).toBe(true);
  });

  it('logs the customer out here even when the server cannot be reached', async () => {
    const { logOut, authGateway, sessionStore, sessionScopedData } = setUp();
    const timeout: AppError = { code: 'REQUEST_TIMEOUT', message: 'Request Timeout' };
    authGateway.failNextCallWith(timeout);
    await logOut();
    expect(sessionStore.current).toBeNull();
    expect(sessionScopedData.isEmpty).toBe(true);
  });

  it('does not call the server when there is no session, but still clears what is left', async () => {
    const { logOut, authGateway, sessionScopedData } = setUp(null);
    await logOut();
    expect(authGateway.calls).toEqual([]);
    expect(sessionScopedData.isEmpty).toBe(true);
  });
});

describe('SignInAnonymously', () => {
  it('signs a visitor in as a guest by device id and keeps the session', async () => {
    const { signInAnonymously, authGateway, sessionStore } = setUp(null);
    const session = await signInAnonymously('device-42');
    expect(authGateway.calls).toEqual([{ call: 'authenticateAnonymously', deviceId: 'device-42' }]);
    expect(session).toMatchObject({ token: 'guest-token-device-42', kind: 'anonymous', startedAt: now });
    expect(sessionStore.current).toBe(session);
  });

  it('says whether the server had an address selected, as the sign-in answered, so the app knows there is none to bring back', async () => {
    const { signInAnonymously } = setUp(null);
    expect((await signInAnonymously('device-42')).addressSelected).toBe(false);
  });

  it.each(['', '   '])('signs in with the fallback device id 123 for %j', async (deviceId) => {
    const { signInAnonymously, authGateway } = setUp(null);
    await signInAnonymously(deviceId);
    expect(authGateway.calls).toEqual([{ call: 'authenticateAnonymously', deviceId: '123' }]);
  });

  it('keeps a session that exists instead of signing in again', async () => {
    const { signInAnonymously, authGateway } = setUp();
    expect(await signInAnonymously('device-42')).toBe(customerSession);
    expect(authGateway.calls).toEqual([]);
  });
});
