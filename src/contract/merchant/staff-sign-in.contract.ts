import { boundedText, isoDateTime, nonEmptyText, textLimits } from '../common/fields';
import * as z from 'zod/mini';

/** Body of POST /merchant/v1/staff/sign_in. */
export const staffSignInBodySchema = z.object({
  username: nonEmptyText(100),
  password: nonEmptyText(200),
});

/** What a store account may do in the console: staff run orders, menu and promotions; owners also the money and staff. */
export const consoleRoleSchema = z.enum(['owner', 'staff']);

/** The store a staff member works for: every order call is limited to it. */
export const staffStoreSchema = z.object({
  query_id: nonEmptyText(textLimits.id),
  name: boundedText(textLimits.name),
  shop_name: z.nullable(boundedText(textLimits.name)),
});

const signedInAccount = {
  query_id: nonEmptyText(100),
  username: nonEmptyText(100),
  full_name: boundedText(textLimits.name),
};

/**
 * Answer of a sign-in with a store's account (staff or transport). The token is shown once and goes with every
 * later call as `Authorization: Bearer {token}`; it stops working at expires_at.
 */
export const accountSignInResponseSchema = z.object({
  token: nonEmptyText(200),
  expires_at: isoDateTime(),
  staff: z.object(signedInAccount),
  merchant: staffStoreSchema,
});

/**
 * Answer of a staff sign-in: as any account's, the staff member's console role, and the store's time zone (an IANA
 * name), in which the console counts its days, "today" and the times it shows.
 */
export const staffSignInResponseSchema = z.object({
  token: nonEmptyText(200),
  expires_at: isoDateTime(),
  staff: z.object({ ...signedInAccount, role: consoleRoleSchema }),
  merchant: z.extend(staffStoreSchema, { time_zone: nonEmptyText(textLimits.code) }),
});

export type ConsoleRoleDto = z.infer<typeof consoleRoleSchema>;
export type StaffSignInBody = z.infer<typeof staffSignInBodySchema>;
export type StaffSignInResponse = z.infer<typeof staffSignInResponseSchema>;
