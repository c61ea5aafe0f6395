import * as z from 'zod/mini';
import type { Session } from '@/domain/session/session';

/** The browser-stored values of the spec that hold the session. */
export const sessionStorageKeys = { auth: 'auth', loginTime: 'loginTime' } as const;

const storedAuthSchema = z.object({
  token: z.string().check(z.minLength(1)),
  kind: z.enum(['anonymous', 'customer']),
  user: z.object({
    queryId: z.string().check(z.minLength(1)),
    status: z.enum(['pending', 'active']),
    fullName: z.string(),
    mobileNumber: z.string(),
    industryTypes: z.array(z.object({ id: z.int(), name: z.string() })),
    // Optional: a session kept before the trade types were recorded still reads, as "trade types unknown".
    tradeTypes: z.optional(z.array(z.object({ id: z.int(), name: z.string() }))),
    // Optional for the same reason: a session kept before the channels were recorded.
    channels: z.optional(z.array(z.object({ kind: z.enum(['cash', 'card']), queryId: z.string() }))),
  }),
});

const loginTimeSchema = z.coerce.number().check(z.int(), z.minimum(0));

/** What `auth` holds: the session without its start, which `loginTime` holds. */
export function storedAuthOf(session: Session): string {
  return JSON.stringify({ token: session.token, kind: session.kind, user: session.user });
}

/** The session the two values describe, or null when either is missing or not what this app wrote. */
export function sessionFromStored(auth: string | null, loginTime: string | null): Session | null {
  if (auth === null || loginTime === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(auth);
  } catch {
    return null;
  }
  const parsed = storedAuthSchema.safeParse(raw);
  const startedAt = loginTimeSchema.safeParse(loginTime);
  if (!parsed.success || !startedAt.success) return null;
  return { ...parsed.data, startedAt: startedAt.data };
}
