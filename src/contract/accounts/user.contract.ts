import { boundedList, boundedText, nonEmptyText, textLimits } from '../common/fields';
import * as z from 'zod/mini';
import { dobMaxLength, fullNameMaxLength, profileEmailMaxLength } from '@/domain/accounts/account-field-limits';
import { userAddressesSchema } from './address.contract';

export const userStatusSchema = z.enum(['pending', 'active']);

/** The mobile number as a login id ("+923001234567"), as sign-in and sign-up take it. */
export const loginIdMaxLength = 30;
/** Every user has one cash and one card channel. */
const channelsPerUser = 2;
/** The trade types and industries a user is answered with: the host's fixed lists, a few entries each. */
export const userTypeListLimit = 100;

/** A payment channel of the user; its query id is what an invoice names as channel_query_id. */
export const channelSchema = z.object({
  type: z.enum(['Channel::Cash', 'Channel::Card']),
  query_id: nonEmptyText(100),
});

export const namedIdSchema = z.object({ id: z.int(), name: boundedText(textLimits.name) });

/** The user of a session, with the fields of the spec's User entity. */
export const userSchema = z.extend(userAddressesSchema, {
  query_id: nonEmptyText(100),
  status: userStatusSchema,
  /** true for a guest signed in by device id, who has no number. */
  anonymous: z.boolean(),
  mobile_number: z.nullable(boundedText(loginIdMaxLength)),
  login_id: z.nullable(boundedText(loginIdMaxLength)),
  full_name: z.nullable(boundedText(fullNameMaxLength)),
  dob: z.nullable(boundedText(dobMaxLength)),
  email: z.nullable(boundedText(profileEmailMaxLength)),
  channels: boundedList(channelSchema, channelsPerUser),
  merchant: z.nullable(z.object({ name: boundedText(textLimits.name) })),
  trade_types: boundedList(namedIdSchema, userTypeListLimit),
  industry_types: boundedList(namedIdSchema, userTypeListLimit),
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
  error: z.object({ message: boundedText(textLimits.message) }),
  user_status: userStatusSchema,
  user_query_id: nonEmptyText(100),
});

/** An answer with nothing to report but that it was done. */
export const messageResponseSchema = z.object({ message: boundedText(textLimits.message) });

export type UserDto = z.infer<typeof userSchema>;
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
export type AccountRefusal = z.infer<typeof accountRefusalSchema>;
