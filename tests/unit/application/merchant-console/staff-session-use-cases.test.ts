import {
  createCurrentStaffSession,
  createEndExpiredStaffSession,
  createSignInStaff,
  createSignOutStaff,
} from '@/application/merchant-console/staff-session.use-cases';
import { FixedClock } from '../../../support/fakes/fixed-clock';
import {
  helmiStaffSession,
  InMemoryMerchantConsole,
  InMemoryStaffSessionKeeper,
} from '../../../support/fakes/in-memory-merchant-console';

// The use cases built straight from their module: StrykerJS finds a mutant's tests by the imports it can follow
// inside src/domain and src/application, so a test reaching them through src/app's wiring never runs on them.
function sessionOver(kept: typeof helmiStaffSession | null = null) {
  const gateway = new InMemoryMerchantConsole();
  const sessionKeeper = new InMemoryStaffSessionKeeper(kept);
  const clock = new FixedClock(helmiStaffSession.expiresAt - 1);
  return {
    gateway,
    sessionKeeper,
    clock,
    signInStaff: createSignInStaff({ gateway, sessionKeeper }),
    currentStaffSession: createCurrentStaffSession({ sessionKeeper, clock }),
    signOutStaff: createSignOutStaff({ gateway, sessionKeeper }),
    endExpiredStaffSession: createEndExpiredStaffSession({ sessionKeeper }),
  };
}

describe('signing staff in', () => {
  it('answers the fields\u2019 problems and sends nothing while any field is wrong', async () => {
    const { gateway, sessionKeeper, signInStaff } = sessionOver();
    await expect(signInStaff({ username: 'helmi-staff', password: '' })).resolves.toEqual({
      ok: false,
      refusal: 'INVALID_FIELDS',
      problems: { password: 'REQUIRED' },
    });
    expect(gateway.signIns).toEqual([]);
    expect(sessionKeeper.saved).toHaveLength(0);
  });

  it('sends the username trimmed and the password as typed, and keeps the granted session', async () => {
    const { gateway, sessionKeeper, signInStaff } = sessionOver();
    const outcome = await signInStaff({ username: '  helmi-staff ', password: 'helmi-2026' });
    expect(outcome).toEqual({ ok: true, session: helmiStaffSession });
    expect(gateway.signIns).toEqual([{ username: 'helmi-staff', password: 'helmi-2026' }]);
    expect(sessionKeeper.saved).toEqual([helmiStaffSession]);
  });

  it('never trims the password: its spaces are part of it', async () => {
    const { gateway, signInStaff } = sessionOver();
    await signInStaff({ username: 'helmi-staff', password: ' helmi-2026 ' });
    expect(gateway.signIns).toEqual([{ username: 'helmi-staff', password: ' helmi-2026 ' }]);
  });

  it('answers the server\u2019s refusal in its words and keeps no session', async () => {
    const { sessionKeeper, signInStaff } = sessionOver();
    await expect(signInStaff({ username: 'helmi-staff', password: 'wrong' })).resolves.toEqual({
      ok: false,
      refusal: 'REFUSED',
      message: 'Wrong username or password',
    });
    // Not toEqual([]): it takes a save of the refusal's missing session, [undefined], for [].
    expect(sessionKeeper.saved).toHaveLength(0);
  });
});

describe('the kept staff session', () => {
  it('is none when none is kept', async () => {
    const { currentStaffSession } = sessionOver(null);
    await expect(currentStaffSession()).resolves.toBeNull();
  });

  it('is answered while it is live, and kept', async () => {
    const { sessionKeeper, currentStaffSession } = sessionOver(helmiStaffSession);
    await expect(currentStaffSession()).resolves.toBe(helmiStaffSession);
    expect(sessionKeeper.session).toBe(helmiStaffSession);
  });

  it('is forgotten at the instant it expires', async () => {
    const { sessionKeeper, clock, currentStaffSession } = sessionOver(helmiStaffSession);
    clock.set(helmiStaffSession.expiresAt);
    await expect(currentStaffSession()).resolves.toBeNull();
    expect(sessionKeeper.session).toBeNull();
  });

  it('is forgotten when the server no longer takes it', async () => {
    const { sessionKeeper, endExpiredStaffSession } = sessionOver(helmiStaffSession);
    await endExpiredStaffSession();
    expect(sessionKeeper.session).toBeNull();
  });
});

describe('signing staff out', () => {
  it('ends the session on the server and forgets it here', async () => {
    const { gateway, sessionKeeper, signOutStaff } = sessionOver(helmiStaffSession);
    await signOutStaff();
    expect(gateway.signOuts).toBe(1);
    expect(sessionKeeper.session).toBeNull();
  });

  it('forgets it here, without failing, when the server cannot be reached', async () => {
    const { gateway, sessionKeeper, signOutStaff } = sessionOver(helmiStaffSession);
    gateway.failure = { code: 'CONNECTION_TIMEOUT', message: 'Connection Timeout' };
    await expect(signOutStaff()).resolves.toBeUndefined();
    expect(gateway.signOuts).toBe(1);
    expect(sessionKeeper.session).toBeNull();
  });
});
