import * as z from 'zod/mini';
import type { SessionEvent } from '@/application/ports/session-events.port';
import { createEndSession } from '@/application/session/end-session.use-case';
import { createHandleRequestError } from '@/application/session/handle-request-error.use-case';
import { createRenewExpiredSession } from '@/application/session/renew-expired-session.use-case';
import { createSignInAnonymously } from '@/application/session/sign-in-anonymously.use-case';
import { createStartSession } from '@/application/session/start-session.use-case';
import type { Session } from '@/domain/session/session';
import { HttpClient } from '@/infrastructure/http/http-client';
import { walletHeaders } from '@/infrastructure/http/request-headers';
import { sessionFailureReporter } from '@/infrastructure/http/session-failure-reporter';
import { MemoryStorage } from '@/infrastructure/session/key-value-storage';
import { LocalSessionStore } from '@/infrastructure/session/local-session-store';
import { SessionEventHub } from '@/infrastructure/session/session-event-hub';
import { FixedClock } from '../../../support/fakes/fixed-clock';
import { InMemoryAuthGateway } from '../../../support/fakes/in-memory-auth-gateway';
import { InMemorySessionScopedData } from '../../../support/fakes/in-memory-session-scoped-data';
import { startLocalServer, type LocalServer } from './local-server';

const valueSchema = z.object({ value: z.int() });
const now = Date.parse('2026-06-15T09:30:00Z');

const customer: Session = {
  token: 'token-user-1',
  kind: 'customer',
  user: { queryId: 'user-1', status: 'active', fullName: 'Aino', mobileNumber: '+923001234567', industryTypes: [] },
  startedAt: 0,
};

/** The guest session as the browser keeps it; the sign-in's answer of no selected address is not kept. */
const keptGuestOfDevice: Session = {
  token: 'guest-token-device-1',
  kind: 'anonymous',
  user: { queryId: 'guest-device-1', status: 'active', fullName: '', mobileNumber: '', industryTypes: [] },
  startedAt: now,
};
const guestOfDevice: Session = { ...keptGuestOfDevice, addressSelected: false };

/** The request layer wired as the composition root wires it, over fakes of the ports. */
async function wired(baseUrl: string, pagePath = '/products') {
  const sessionStore = new LocalSessionStore(new MemoryStorage());
  await sessionStore.save(customer);
  const authGateway = new InMemoryAuthGateway();
  const scoped = new InMemorySessionScopedData();
  scoped.cartProducts = ['p1'];
  scoped.orderLists = { active: ['o1'], past: [], cancelled: [] };
  const events: SessionEvent[] = [];
  const hub = new SessionEventHub();
  hub.subscribe((event) => events.push(event));
  const deviceIdentity = { deviceId: async () => 'device-1', pushToken: async () => null };
  const renew = createRenewExpiredSession({
    handleRequestError: createHandleRequestError({
      endSession: createEndSession({ sessionStore, sessionScopedData: scoped }),
    }),
    startSession: createStartSession({
      deviceIdentity,
      signInAnonymously: createSignInAnonymously({ authGateway, sessionStore, clock: new FixedClock(now) }),
    }),
    sessionStore,
    sessionEvents: hub,
  });
  const http = new HttpClient({
    baseUrl,
    headers: walletHeaders({ deviceIdentity, sessionStore }),
    onFailure: sessionFailureReporter(
      () => renew,
      () => pagePath,
    ),
  });
  const nextEvent = () => new Promise<SessionEvent>((resolve) => hub.subscribe(resolve));
  return { http, sessionStore, authGateway, scoped, events, nextEvent };
}

/** Long enough for a renewal that would run to have run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('an expired session ends centrally, from any request', () => {
  let server: LocalServer;

  beforeAll(async () => {
    server = await startLocalServer();
  });

  afterAll(() => server.stop());

  it.each([401, 403])(
    'a %i clears the session, the cart and the lists, signs the device in as a guest and says so',
    async (status) => {
      const { http, sessionStore, scoped, events, nextEvent } = await wired(server.baseUrl);
      const told = nextEvent();
      await expect(http.get(`status/${status}`, {}, valueSchema)).rejects.toEqual({
        code: 'SESSION_EXPIRED',
        message: 'Session Expired',
        status: 401,
      });
      await told;
      expect(events).toEqual([{ type: 'EXPIRED', session: guestOfDevice }]);
      await expect(sessionStore.load()).resolves.toEqual(keptGuestOfDevice);
      expect(scoped.isEmpty).toBe(true);
    },
  );

  it('renews once when several requests of the expired session fail together', async () => {
    const { http, authGateway, events, nextEvent } = await wired(server.baseUrl);
    const told = nextEvent();
    const failures = ['status/401', 'status/403', 'whole/401'].map((path) =>
      http.get(path, {}, valueSchema).catch(() => 'failed'),
    );
    await Promise.all(failures);
    await told;
    await settle();
    expect(events).toHaveLength(1);
    expect(authGateway.calls).toEqual([{ call: 'authenticateAnonymously', deviceId: 'device-1' }]);
  });

  it('sends the renewed session token with the next request', async () => {
    const { http, nextEvent } = await wired(server.baseUrl);
    const told = nextEvent();
    await http.get('status/401', {}, valueSchema).catch(() => undefined);
    await told;
    const echo = await http.get('echo', {}, z.object({ headers: z.record(z.string(), z.string()) }));
    expect(echo.headers['x-p3-mwallet-session-token']).toBe('guest-token-device-1');
  });

  it('leaves the session alone when a login call answers 401', async () => {
    const { http, sessionStore, events } = await wired(server.baseUrl);
    await expect(
      http.post('users/authenticate', { login_id: 'x', password: 'y' }, valueSchema, { sessionCall: true }),
    ).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    await settle();
    expect(events).toEqual([]);
    await expect(sessionStore.load()).resolves.toEqual(customer);
  });

  it('leaves the session alone on a transport page', async () => {
    const { http, sessionStore, events } = await wired(server.baseUrl, '/transport/main-page');
    await http.get('status/401', {}, valueSchema).catch(() => undefined);
    await settle();
    expect(events).toEqual([]);
    await expect(sessionStore.load()).resolves.toEqual(customer);
  });

  it.each(['status/400', 'status/500', 'status/419', 'drop'])('leaves the session alone after %s', async (path) => {
    const { http, sessionStore, events, scoped } = await wired(server.baseUrl);
    await http.get(path, {}, valueSchema).catch(() => undefined);
    await settle();
    expect(events).toEqual([]);
    expect(scoped.cartProducts).toEqual(['p1']);
    await expect(sessionStore.load()).resolves.toEqual(customer);
  });

  it('tells the screens with no session when signing in again fails too', async () => {
    const { http, authGateway, sessionStore, nextEvent } = await wired(server.baseUrl);
    authGateway.failNextCallWith({ code: 'REQUEST_TIMEOUT', message: 'Request Timeout' });
    const told = nextEvent();
    await http.get('status/401', {}, valueSchema).catch(() => undefined);
    await expect(told).resolves.toEqual({ type: 'EXPIRED', session: null });
    await expect(sessionStore.load()).resolves.toBeNull();
  });
});
