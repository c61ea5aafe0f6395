import { nonEmptyText } from '../common/fields';
import * as z from 'zod/mini';

/** Body of POST /merchant/v1/staff/sign_in. */
export const staffSignInBodySchema = z.object({
  username: nonEmptyText(100),
  password: nonEmptyText(200),
});

/** The store a staff member works for: every order call is limited to it. */
export const staffStoreSchema = z.object({
  query_id: nonEmptyText(),
  name: z.string(),
  shop_name: z.nullable(z.string()),
});

/**
 * Answer of a staff sign-in. The token is shown once and goes with every later call as
 * `Authorization: Bearer {token}`; it stops working at expires_at.
 */
export const staffSignInResponseSchema = z.object({
  token: nonEmptyText(200),
  expires_at: z.iso.datetime({ offset: true }),
  staff: z.object({
    query_id: nonEmptyText(100),
    username: nonEmptyText(100),
    full_name: z.string(),
  }),
  merchant: staffStoreSchema,
});

export type StaffSignInBody = z.infer<typeof staffSignInBodySchema>;
export type StaffSignInResponse = z.infer<typeof staffSignInResponseSchema>;
