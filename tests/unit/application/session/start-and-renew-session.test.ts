import type { SessionEvent } from '@/application/ports/session-events.port';
import { createEndSession } from '@/application/session/end-session.use-case';
import { createKeptSession } from '@/application/session/kept-session.use-case';
import { createHandleRequestError } from '@/application/session/handle-request-error.use-case';
import { createRenewExpiredSession } from '@/application/session/renew-expired-session.use-case';
import { createSignInAnonymously } from '@/application/session/sign-in-anonymously.use-case';
import { createStartSession } from '@/application/session/start-session.use-case';
import type { RequestFailureContext } from '@/domain/session/session-effect';
import type { Session } from '@/domain/session/session';
import { FixedClock } from '../../../support/fakes/fixed-clock';
import { InMemoryAuthGateway } from '../../../support/fakes/in-memory-auth-gateway';
import { InMemorySessionScopedData } from '../../../support/fakes/in-memory-session-scoped-data';
import { InMemorySessionStore } from '../../../support/fakes/in-memory-session-store';

const now = Date.parse('2026-06-15T09:30:00Z');
const onStorePage: RequestFailureContext = { duringLogin: false, transportService: false, pagePath: '/products' };

const customer: Session = {
  token: 'token-user-1',
  kind: 'customer',
  user: { queryId: 'user-1', status: 'active', fullName: 'Aino', mobileNumber: '+923001234567', industryTypes: [] },
  startedAt: 0,
};

function setUp(deviceId: () => Promise<string> = async () => 'device-1') {
  const authGateway = new InMemoryAuthGateway();
  const sessionStore = new InMemorySessionStore(customer);
  const sessionScopedData = new InMemorySessionScopedData();
  sessionScopedData.cartProducts = ['p1'];
  const events: SessionEvent[] = [];
  const startSession = createStartSession({
    deviceIdentity: { deviceId, pushToken: async () => null },
    signInAnonymously: createSignInAnonymously({ authGateway, sessionStore, clock: new FixedClock(now) }),
  });
  const renew = createRenewExpiredSession({
    handleRequestError: createHandleRequestError({
      endSession: createEndSession({ sessionStore, sessionScopedData }),
    }),
    startSession,
    sessionStore,
    sessionEvents: { publish: (event) => events.push(event), subscribe: () => () => undefined },
  });
  return { authGateway, sessionStore, sessionScopedData, events, startSession, renew };
}

describe('StartSession', () => {
  it('signs the device in as a guest when no session is kept', async () => {
    const { startSession, sessionStore, authGateway } = setUp();
    await sessionStore.clear();
    await expect(startSession()).resolves.toEqual({
      token: 'guest-token-device-1',
      kind: 'anonymous',
      user: { queryId: 'guest-device-1', status: 'active', fullName: '', mobileNumber: '', industryTypes: [] },
      startedAt: now,
      addressSelected: false,
    });
    expect(authGateway.calls).toEqual([{ call: 'authenticateAnonymously', deviceId: 'device-1' }]);
  });

  it('answers the kept session without signing in', async () => {
    const { startSession, authGateway } = setUp();
    await expect(startSession()).resolves.toEqual(customer);
    expect(authGateway.calls).toEqual([]);
  });

  it('signs in with the fallback device id 123 when the device id cannot be read', async () => {
    const { startSession, sessionStore, authGateway } = setUp(() => Promise.reject(new Error('no storage')));
    await sessionStore.clear();
    await startSession();
    expect(authGateway.calls).toEqual([{ call: 'authenticateAnonymously', deviceId: '123' }]);
  });
});

describe('KeptSession', () => {
  it('answers the kept session, or null on a first visit, without asking the server', async () => {
    const { sessionStore, authGateway } = setUp();
    const keptSession = createKeptSession({ sessionStore });
    await expect(keptSession()).resolves.toEqual(customer);
    await sessionStore.clear();
    await expect(keptSession()).resolves.toBeNull();
    expect(authGateway.calls).toEqual([]);
  });
});

describe('RenewExpiredSession', () => {
  it('ends the session, signs in as a guest and tells the screens', async () => {
    const { renew, sessionStore, sessionScopedData, events } = setUp();
    await expect(renew({ error: { status: 401 }, context: onStorePage, sentToken: customer.token })).resolves.toBe(
      'END_SESSION',
    );
    expect(sessionScopedData.cartProducts).toEqual([]);
    expect(sessionStore.current?.token).toBe('guest-token-device-1');
    expect(events).toEqual([{ type: 'EXPIRED', session: sessionStore.current }]);
  });

  it('ends nothing for a request sent with an older token', async () => {
    const { renew, sessionStore, events } = setUp();
    await expect(renew({ error: { status: 401 }, context: onStorePage, sentToken: 'older-token' })).resolves.toBe(
      'KEEP_SESSION',
    );
    expect(sessionStore.current).toEqual(customer);
    expect(events).toEqual([]);
  });

  it('ends nothing for a request sent before the session began, without a token', async () => {
    const { renew, sessionStore, sessionScopedData, events } = setUp();
    await expect(renew({ error: { status: 401 }, context: onStorePage, sentToken: null })).resolves.toBe(
      'KEEP_SESSION',
    );
    expect(sessionStore.current).toEqual(customer);
    expect(sessionScopedData.cartProducts).toEqual(['p1']);
    expect(events).toEqual([]);
  });

  it('signs in as a guest when a request without a token fails and no session is kept', async () => {
    const { renew, sessionStore, events } = setUp();
    await sessionStore.clear();
    await expect(renew({ error: { status: 401 }, context: onStorePage, sentToken: null })).resolves.toBe('END_SESSION');
    expect(sessionStore.current?.token).toBe('guest-token-device-1');
    expect(events).toEqual([{ type: 'EXPIRED', session: sessionStore.current }]);
  });

  it('renews once for failures that arrive together', async () => {
    const { renew, authGateway, events } = setUp();
    const report = { error: { status: 401 }, context: onStorePage, sentToken: customer.token };
    const effects = await Promise.all([renew(report), renew(report), renew(report)]);
    expect(effects).toEqual(['END_SESSION', 'KEEP_SESSION', 'KEEP_SESSION']);
    expect(authGateway.calls).toHaveLength(1);
    expect(events).toHaveLength(1);
  });

  it('renews again when the guest session that replaced an expired one expires in turn', async () => {
    const { renew, sessionStore, authGateway, events } = setUp();
    await renew({ error: { status: 401 }, context: onStorePage, sentToken: customer.token });
    const guestToken = sessionStore.current?.token ?? null;
    await expect(renew({ error: { status: 401 }, context: onStorePage, sentToken: guestToken })).resolves.toBe(
      'END_SESSION',
    );
    expect(authGateway.calls).toHaveLength(2);
    expect(events).toHaveLength(2);
  });

  it('still ends the expired session and signs in as a guest when the kept session cannot be read', async () => {
    const { renew, sessionStore, sessionScopedData, events } = setUp();
    jest.spyOn(sessionStore, 'load').mockRejectedValueOnce(new Error('storage blocked'));
    await expect(renew({ error: { status: 401 }, context: onStorePage, sentToken: customer.token })).resolves.toBe(
      'END_SESSION',
    );
    expect(sessionScopedData.cartProducts).toEqual([]);
    expect(events).toEqual([{ type: 'EXPIRED', session: sessionStore.current }]);
  });

  it('tells the screens the session expired with no session in its place when the guest sign-in fails', async () => {
    const { renew, authGateway, sessionStore, events } = setUp();
    authGateway.failNextCallWith(new Error('offline'));
    await expect(renew({ error: { status: 401 }, context: onStorePage, sentToken: customer.token })).resolves.toBe(
      'END_SESSION',
    );
    expect(sessionStore.current).toBeNull();
    expect(events).toEqual([{ type: 'EXPIRED', session: null }]);
  });

  it('logs the transport in again after a 419 whatever session token the request carried', async () => {
    const { renew, sessionStore } = setUp();
    const context = { ...onStorePage, transportService: true };
    await expect(renew({ error: { status: 419 }, context, sentToken: 'older-token' })).resolves.toBe('LOG_IN_AGAIN');
    expect(sessionStore.current).toEqual(customer);
  });

  it('answers LOG_IN_AGAIN for a 419 of the transport service and ends nothing', async () => {
    const { renew, sessionStore, events } = setUp();
    const context = { ...onStorePage, transportService: true };
    await expect(renew({ error: { status: 419 }, context, sentToken: customer.token })).resolves.toBe('LOG_IN_AGAIN');
    expect(sessionStore.current).toEqual(customer);
    expect(events).toEqual([]);
  });
});
