import * as z from 'zod/mini';
import type { StaffSessionKeeper } from '@/application/ports/staff-session-keeper.port';
import type { StaffSession } from '@/domain/merchant-console/staff-session';
import type { MerchantCaller } from '../http/request-headers';
import type { KeyValueStorage } from './key-value-storage';
import { noStaffSessionHint, type StaffSessionHint } from './staff-session-hint';

/** Its own key: the customer's `auth` is never read or written by the console, nor this by the shop. */
export const staffSessionKey = 'staffSession';

const storedStaffSessionSchema = z.object({
  token: z.string().check(z.minLength(1)),
  expiresAt: z.number(),
  username: z.string(),
  fullName: z.string(),
  role: z.enum(['owner', 'staff']),
  merchantQueryId: z.string(),
  merchantName: z.string(),
  // A session kept by an older version has none: it is not read, so the staff sign in once more.
  timeZone: z.string().check(z.minLength(1)),
});

/**
 * The console's staff session in the browser's storage. A value this version cannot read counts as no session
 * and is removed, so the console shows its sign-in instead of failing. The hint follows what is kept: a session
 * kept before there was a hint gets one when it is next read.
 */
export class LocalStaffSessionKeeper implements StaffSessionKeeper {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly hint: StaffSessionHint = noStaffSessionHint,
  ) {}

  async load(): Promise<StaffSession | null> {
    const raw = this.storage.getItem(staffSessionKey);
    if (raw === null) {
      this.hint.forget();
      return null;
    }
    const parsed = storedStaffSessionSchema.safeParse(safeJson(raw));
    if (parsed.success) {
      this.hint.keep(parsed.data.expiresAt);
      return parsed.data;
    }
    await this.clear();
    return null;
  }

  async save(session: StaffSession): Promise<void> {
    this.storage.setItem(staffSessionKey, JSON.stringify(session));
    this.hint.keep(session.expiresAt);
  }

  async clear(): Promise<void> {
    this.storage.removeItem(staffSessionKey);
    this.hint.forget();
  }
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** Who the merchant service's headers name: the kept staff member and their store, with the session's token. */
export async function staffCallerOf(keeper: StaffSessionKeeper): Promise<MerchantCaller | null> {
  const session = await keeper.load();
  return session === null
    ? null
    : { userName: session.username, merchantName: session.merchantName, token: session.token };
}
