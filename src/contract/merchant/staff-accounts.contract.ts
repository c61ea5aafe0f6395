import { nonEmptyText } from '../common/fields';
import * as z from 'zod/mini';
import { staffAccountLimits } from '@/domain/merchant-console/staff-account-rules';
import { consoleRoleSchema } from './staff-sign-in.contract';

/** One staff account of the store, as its owner sees it; never the password or its hash. */
export const staffAccountSchema = z.object({
  query_id: nonEmptyText(100),
  username: nonEmptyText(100),
  full_name: z.string(),
  role: consoleRoleSchema,
});

/** Answer of GET /merchant/v1/staff (owners only): the store's staff accounts, owners first, then by name. */
export const staffAccountsResponseSchema = z.object({ staff: z.array(staffAccountSchema) });

/** Answer of POST /merchant/v1/staff/sign_out: the token opens nothing any more. */
export const staffSignOutResponseSchema = z.object({ signed_out: z.literal(true) });

const password = () =>
  z.string().check(z.minLength(staffAccountLimits.passwordMin), z.maxLength(staffAccountLimits.passwordMax));

/** Body of POST /merchant/v1/staff (owners only): a new account of the owner's store. */
export const newStaffAccountBodySchema = z.strictObject({
  username: z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(staffAccountLimits.usernameMin),
      z.maxLength(staffAccountLimits.usernameMax),
      z.regex(staffAccountLimits.usernamePattern),
    ),
  full_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(staffAccountLimits.fullNameMax)),
  password: password(),
  role: consoleRoleSchema,
});

/** Path of the calls on one account: PUT …/role, PUT …/password, DELETE. */
export const staffAccountParamsSchema = z.object({ staffQueryId: nonEmptyText(100) });

/** Body of PUT /merchant/v1/staff/{staffQueryId}/role. */
export const staffRoleBodySchema = z.strictObject({ role: consoleRoleSchema });

/** Body of PUT /merchant/v1/staff/{staffQueryId}/password: the new password; the account's sessions end. */
export const staffPasswordBodySchema = z.strictObject({ password: password() });

/** Answer of an added or changed account: the account as it now is. */
export const staffAccountResponseSchema = z.object({ account: staffAccountSchema });

/** Answer of DELETE /merchant/v1/staff/{staffQueryId}. */
export const staffAccountRemovedSchema = z.object({ removed: z.literal(true) });

export type StaffAccountDto = z.infer<typeof staffAccountSchema>;
export type StaffAccountsResponse = z.infer<typeof staffAccountsResponseSchema>;
export type NewStaffAccountBody = z.input<typeof newStaffAccountBodySchema>;
