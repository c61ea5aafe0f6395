import { nonEmptyText } from '../common/fields';
import * as z from 'zod/mini';
import { staffAccountLimits } from '@/domain/merchant-console/staff-account-rules';
import { isModeratePassword } from '@/domain/validation/patterns';
import { consoleRoleSchema } from './staff-sign-in.contract';

// What the server checks of the owner's staff-account calls; apart from the answers, so the browser, which
// reads only the answers, does not carry these checks.

/** The pattern library's moderate password's words; the server's refusals say them in Finnish too. */
export const weakStaffPasswordMessage =
  'Use at least 8 characters with an upper-case letter, a lower-case letter and a digit';

// A password the owner sets is a moderate one; signing in (its own schema) never checks this, so the seeded and
// older passwords keep working. A too short one is told only that.
const password = () =>
  z.string().check(
    z.minLength(staffAccountLimits.passwordMin),
    z.maxLength(staffAccountLimits.passwordMax),
    z.refine(
      (value) => value.length < staffAccountLimits.passwordMin || isModeratePassword(value),
      weakStaffPasswordMessage,
    ),
  );

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
