import type { StaffSession } from '@/domain/merchant-console/staff-session';
import { MemoryStorage } from '@/infrastructure/session/key-value-storage';
import { LocalStaffSessionKeeper, staffSessionKey } from '@/infrastructure/session/local-staff-session-keeper';
import { carriesStaffSessionHint } from '@/contract/merchant/staff-session-hint';
import {
  cookieStaffSessionHint,
  cookieStaffSessionHintReader,
  type StaffSessionHint,
} from '@/infrastructure/session/staff-session-hint';
import { FixedClock } from '../../../support/fakes/fixed-clock';

const session: StaffSession = {
  token: 'staff-token-1',
  expiresAt: 1_700_000_900_000,
  username: 'helmi.staff',
  fullName: 'Helmi Staff',
  role: 'staff',
  merchantQueryId: 'sataman-helmi',
  merchantName: 'Sataman Helmi',
  timeZone: 'Europe/Helsinki',
};

/** A hint that writes down what it was told, in order. */
function recordingHint(): StaffSessionHint & { readonly told: string[] } {
  const told: string[] = [];
  return { told, keep: (expiresAt) => told.push(`keep ${expiresAt}`), forget: () => told.push('forget') };
}

describe('the staff session hint', () => {
  it('is a cookie on every path that lives as long as the session, with nothing of the session in it', () => {
    const document = { cookie: '' };
    cookieStaffSessionHint(document, new FixedClock(1_700_000_000_000)).keep(session.expiresAt);
    expect(document.cookie).toBe('staffSignedIn=1; Path=/; Max-Age=900; SameSite=Lax');
  });

  it('is a cookie that expires at once when forgotten, or when the session has already ended', () => {
    const document = { cookie: '' };
    const hint = cookieStaffSessionHint(document, new FixedClock(1_700_001_000_000));
    hint.keep(session.expiresAt);
    expect(document.cookie).toBe('staffSignedIn=1; Path=/; Max-Age=0; SameSite=Lax');
    document.cookie = '';
    hint.forget();
    expect(document.cookie).toBe('staffSignedIn=1; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('is nothing where there is no document (the server drawing a screen)', () => {
    expect(() => cookieStaffSessionHint(undefined, new FixedClock(0)).keep(session.expiresAt)).not.toThrow();
  });

  it('is read back from the document as the server reads it from the request, by its name alone', () => {
    for (const cookies of [
      'staffSignedIn=1',
      'language=fi; staffSignedIn=1',
      '',
      'language=fi',
      'notstaffSignedIn=1',
    ]) {
      expect(cookieStaffSessionHintReader({ cookie: cookies }).kept()).toBe(carriesStaffSessionHint(cookies));
    }
    expect(cookieStaffSessionHintReader({ cookie: 'language=fi; staffSignedIn=1' }).kept()).toBe(true);
    expect(cookieStaffSessionHintReader({ cookie: 'notstaffSignedIn=1; language=fi' }).kept()).toBe(false);
  });

  it('is not kept where there is no document (the server is told the request\u2019s hint instead)', () => {
    expect(cookieStaffSessionHintReader(undefined).kept()).toBe(false);
  });

  it('follows what the keeper keeps: a save, a read of a kept session, a clear and a read of none', async () => {
    const storage = new MemoryStorage();
    const hint = recordingHint();
    const keeper = new LocalStaffSessionKeeper(storage, hint);
    await keeper.save(session);
    await expect(keeper.load()).resolves.toEqual(session);
    await keeper.clear();
    await expect(keeper.load()).resolves.toBeNull();
    expect(hint.told).toEqual([`keep ${session.expiresAt}`, `keep ${session.expiresAt}`, 'forget', 'forget']);
  });

  it('is forgotten with a kept value this version cannot read', async () => {
    const storage = new MemoryStorage();
    storage.setItem(staffSessionKey, JSON.stringify({ ...session, timeZone: undefined }));
    const hint = recordingHint();
    await expect(new LocalStaffSessionKeeper(storage, hint).load()).resolves.toBeNull();
    expect(hint.told).toEqual(['forget']);
    expect(storage.getItem(staffSessionKey)).toBeNull();
  });
});
