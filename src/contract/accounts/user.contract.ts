import { nonEmptyText } from '../common/fields';
import * as z from 'zod/mini';
import { userAddressesSchema } from './address.contract';

export const userStatusSchema = z.enum(['pending', 'active']);

/** A payment channel of the user; its query id is what an invoice names as channel_query_id. */
export const channelSchema = z.object({
  type: z.enum(['Channel::Cash', 'Channel::Card']),
  query_id: nonEmptyText(100),
});

export const namedIdSchema = z.object({ id: z.int(), name: z.string() });

/** The user of a session, with the fields of the spec's User entity. */
export const userSchema = z.extend(userAddressesSchema, {
  query_id: nonEmptyText(100),
  status: userStatusSchema,
  /** true for a guest signed in by device id, who has no number. */
  anonymous: z.boolean(),
  mobile_number: z.nullable(z.string()),
  login_id: z.nullable(z.string()),
  full_name: z.nullable(z.string()),
  dob: z.nullable(z.string()),
  email: z.nullable(z.string()),
  channels: z.array(channelSchema),
  merchant: z.nullable(z.object({ name: z.string() })),
  trade_types: z.array(namedIdSchema),
  industry_types: z.array(namedIdSchema),
});

/** Answer of every sign-in: the user, carrying the session token as session_ktb_token. */
export const sessionResponseSchema = z.object({
  user: z.extend(userSchema, { session_ktb_token: nonEmptyText(200) }),
});

/**
 * A refusal that names an account (400): a login or registration of a number with an unfinished
 * registration (pending) or an active account. The browser's sign-up flow continues from user_status.
 */
export const accountRefusalSchema = z.object({
  error: z.object({ message: z.string() }),
  user_status: userStatusSchema,
  user_query_id: nonEmptyText(100),
});

/** An answer with nothing to report but that it was done. */
export const messageResponseSchema = z.object({ message: z.string() });

export type UserDto = z.infer<typeof userSchema>;
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
export type AccountRefusal = z.infer<typeof accountRefusalSchema>;
