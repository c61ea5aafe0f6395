import { boundedText, nonEmptyText, textLimits } from '../common/fields';
import * as z from 'zod/mini';
import {
  dobMaxLength,
  fullNameMaxLength,
  otpMaxLength,
  pinInputMaxLength,
  profileEmailMaxLength,
} from '@/domain/accounts/account-field-limits';
import { loginIdMaxLength, userStatusSchema } from './user.contract';

const loginId = () => nonEmptyText(loginIdMaxLength);
/** The PIN field takes up to 30 characters; the domain's PIN rule judges it after this. */
const password = () => nonEmptyText(pinInputMaxLength);

// The request bodies below are the server's to read: each is built in a call marked pure, so that the browser's
// first screen, which imports this file for the answers and is at its size budget, leaves them out.

/** Body of POST /api/v2/users/authenticate_anonymously. */
export const anonymousSignInBodySchema = /* @__PURE__ */ (() => z.object({ device_uuid: nonEmptyText(200) }))();

/** Body of POST /api/v1/users/authenticate. */
export const authenticateBodySchema = /* @__PURE__ */ (() => z.object({ login_id: loginId(), password: password() }))();

/** Body of POST /api/v1/users: starts a registration. */
export const registerBodySchema = /* @__PURE__ */ (() => z.object({ user: z.object({ mobile_number: loginId() }) }))();

/**
 * Answer of POST /api/v1/users. user_status is null for a new registration (an OTP was sent), and pending
 * when the number already had an unfinished one: the browser then offers to resend the OTP.
 */
export const registerResponseSchema = z.object({
  user_query_id: nonEmptyText(100),
  user_status: z.nullable(userStatusSchema),
});

/** Path of the calls about one user: users/{userId}/…, userId being the user's query id. */
export const userParamsSchema = /* @__PURE__ */ (() => z.object({ userId: nonEmptyText(100) }))();

/** Body of POST users/{userId}/verify_mobile_otp. */
export const verifyOtpBodySchema = /* @__PURE__ */ (() => z.object({ mobile_otp: nonEmptyText(otpMaxLength) }))();

/** The proof of a verified OTP that verify_mobile_otp hands out and update_user spends. */
const signUpToken = () => nonEmptyText(200);

/**
 * Body of POST users/{userId}/update_user: name and PIN finish a registration; email and dob are optional.
 * A registration needs sign_up_token from verify_mobile_otp; an active account uses its session instead.
 */
export const updateUserBodySchema = /* @__PURE__ */ (() =>
  z.object({
    user: z.object({
      full_name: z.string().check(z.maxLength(fullNameMaxLength)),
      password: z.string().check(z.maxLength(pinInputMaxLength)),
      email: z.optional(z.nullable(z.string().check(z.maxLength(profileEmailMaxLength)))),
      dob: z.optional(z.nullable(z.string().check(z.maxLength(dobMaxLength)))),
    }),
    sign_up_token: z.optional(signUpToken()),
    /** The current PIN: a signed-in customer changing the PIN or the e-mail proves with it that it is them. */
    current_password: z.optional(z.string().check(z.maxLength(pinInputMaxLength))),
  }))();

/** Answer of resend_otp and update_user. */
export const userStatusResponseSchema = z.object({
  user_query_id: nonEmptyText(100),
  user_status: userStatusSchema,
  message: boundedText(textLimits.message),
});

/**
 * Answer of verify_mobile_otp: sign_up_token is the proof, valid 15 minutes and once, that this browser
 * verified the OTP; update_user needs it.
 */
export const verifyOtpResponseSchema = z.extend(userStatusResponseSchema, { sign_up_token: signUpToken() });

/** Body of POST users/forgot_password (step 1 of the forgot-PIN flow). */
export const forgotPasswordBodySchema = /* @__PURE__ */ (() => z.object({ login_id: loginId() }))();

/** Body of POST users/reset_password (step 2): the code sent to the number and the new PIN. */
export const resetPasswordBodySchema = /* @__PURE__ */ (() =>
  z.object({
    login_id: loginId(),
    otp: nonEmptyText(otpMaxLength),
    password: password(),
  }))();

export type RegisterResponse = z.infer<typeof registerResponseSchema>;
export type UserStatusResponse = z.infer<typeof userStatusResponseSchema>;
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;
