import { boundedList, boundedText, nonEmptyText, textLimits } from '../common/fields';
import * as z from 'zod/mini';
import { staffAccountLimits } from '@/domain/merchant-console/staff-account-rules';
import { consoleRoleSchema } from './staff-sign-in.contract';

/** One staff account of the store, as its owner sees it; never the password or its hash. */
export const staffAccountSchema = z.object({
  query_id: nonEmptyText(100),
  username: nonEmptyText(100),
  full_name: boundedText(textLimits.name),
  role: consoleRoleSchema,
});

/**
 * Answer of GET /merchant/v1/staff (owners only): the store's staff accounts, owners first, then by name; all of
 * them, as a store holds at most staffAccountLimits.accountsPerStore.
 */
export const staffAccountsResponseSchema = z.object({
  staff: boundedList(staffAccountSchema, staffAccountLimits.accountsPerStore),
});

/** Answer of POST /merchant/v1/staff/sign_out: the token opens nothing any more. */
export const staffSignOutResponseSchema = z.object({ signed_out: z.literal(true) });

/** Answer of an added or changed account: the account as it now is. */
export const staffAccountResponseSchema = z.object({ account: staffAccountSchema });

/** Answer of DELETE /merchant/v1/staff/{staffQueryId}. */
export const staffAccountRemovedSchema = z.object({ removed: z.literal(true) });

export type StaffAccountDto = z.infer<typeof staffAccountSchema>;
export type StaffAccountsResponse = z.infer<typeof staffAccountsResponseSchema>;
