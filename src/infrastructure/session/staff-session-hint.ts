import type { Clock } from '@/application/ports/clock.port';
import type { StaffSessionHintReader } from '@/application/ports/staff-session-hint.port';
import { carriesStaffSessionHint, staffSessionHintCookie } from '@/contract/merchant/staff-session-hint';

/** Tells the server whether this browser keeps a staff session, without saying anything of the session itself. */
export interface StaffSessionHint {
  /** The browser keeps a session until this instant (ms since the epoch). */
  keep(expiresAt: number): void;
  forget(): void;
}

export const noStaffSessionHint: StaffSessionHint = { keep: () => undefined, forget: () => undefined };

/**
 * The hint as a cookie that lives as long as the session, on every path (each console page is a route of its own).
 * Where there is no document (the server drawing a screen) there is no browser to hint for.
 */
export function cookieStaffSessionHint(document: Pick<Document, 'cookie'> | undefined, clock: Clock): StaffSessionHint {
  if (document === undefined) return noStaffSessionHint;
  const write = (maxAgeSeconds: number) => {
    document.cookie = `${staffSessionHintCookie}=1; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;
  };
  return {
    keep: (expiresAt) => write(Math.max(0, Math.floor((expiresAt - clock.now()) / 1000))),
    forget: () => write(0),
  };
}

/**
 * Reads the hint back as the server read it from this browser's request. Where there is no document (the server
 * drawing a screen) no hint is kept: the renderer is told the request's hint instead.
 */
export function cookieStaffSessionHintReader(document: Pick<Document, 'cookie'> | undefined): StaffSessionHintReader {
  return { kept: () => document !== undefined && carriesStaffSessionHint(document.cookie) };
}
