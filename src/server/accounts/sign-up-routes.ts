import type { FastifyInstance, FastifyRequest } from 'fastify';
import { profileFormProblems } from '@/domain/auth/sign-up-form';
import { isEmail } from '@/domain/validation/patterns';
import { isCalendarDate } from '@/domain/validation/calendar-date';
import { walletApiV1 } from '@/contract/api-paths';
import { accountsPaths } from '@/contract/accounts/accounts-paths';
import {
  registerBodySchema,
  registerResponseSchema,
  updateUserBodySchema,
  userParamsSchema,
  userStatusResponseSchema,
  verifyOtpBodySchema,
  verifyOtpResponseSchema,
} from '@/contract/accounts/sign-in.contract';
import { accountRefusalSchema } from '@/contract/accounts/user.contract';
import { withContract } from '../http/route-contract';
import { checkResponse, parseParams } from '../http/parse-request';
import { NotFoundError } from '../http/not-found-error';
import { accountMessages, fieldRuleMessages } from './account-messages';
import type { AccountsContext } from './accounts-context';
import { fieldError } from './field-error';
import { otpRefusal } from './otp-refusal';
import { parseBody } from './parse-body';
import { acceptedLoginId } from './phone-rule';
import { hashPin } from './pin-hash';
import { requireSession } from './session-guard';
import { sendOtp } from './send-otp';
import type { UserRow } from './user-repository';

const statusAnswer = (user: UserRow, status: 'pending' | 'active', message: string) =>
  checkResponse(userStatusResponseSchema, { user_query_id: user.queryId, user_status: status, message });

const tags = ['accounts'];

/** The proof of a verified OTP a registration must come with, or the 400 telling the customer to verify first. */
function requiredProof(user: UserRow, token: string | undefined): string {
  if (!user.mobileVerified || token === undefined) throw fieldError('sign_up_token', accountMessages.verifyFirst);
  return token;
}

/** Sign-up in three steps: register the number (OTP sent), verify the OTP, set name and PIN. */
export function registerSignUpRoutes(app: FastifyInstance, context: AccountsContext): void {
  /** The pending customer a step is about; a guest or an unknown id is nobody to sign up. */
  async function pendingCustomer(request: FastifyRequest): Promise<UserRow> {
    const { userId } = parseParams(userParamsSchema, request.params);
    const user = await context.users.findByQueryId(userId);
    if (!user || user.kind !== 'customer') throw new NotFoundError(`No user ${userId}`);
    if (user.status !== 'pending') throw fieldError('userId', accountMessages.alreadyActive);
    return user;
  }

  async function throttledOtp(user: UserRow): Promise<void> {
    const issue = await sendOtp(context, user, 'sign_up');
    if (!issue.sent) throw fieldError('userId', accountMessages.otpThrottled(Math.ceil(issue.waitMs / 1000)));
  }

  app.post(
    `${walletApiV1}/${accountsPaths.register}`,
    withContract({
      summary: 'Starts a registration: a pending user and an OTP to the number',
      description:
        'A number with an unfinished registration answers user_status pending (a fresh OTP unless one went out in the last 30 s); a number of an active account answers 400 with user_status active and user_query_id.',
      tags,
      body: registerBodySchema,
      response: registerResponseSchema,
    }),
    async (request, reply) => {
      const body = parseBody(registerBodySchema, request.body);
      const mobileNumber = acceptedLoginId('user.mobile_number', body.user.mobile_number);
      const { user, created } = await context.users.pendingCustomer(mobileNumber);
      if (user.status === 'active') {
        return reply.code(400).send(
          checkResponse(accountRefusalSchema, {
            error: { message: accountMessages.alreadyRegistered },
            user_status: 'active',
            user_query_id: user.queryId,
          }),
        );
      }
      // A fresh code for an unfinished registration too, unless one went out less than 30 seconds ago.
      await sendOtp(context, user, 'sign_up');
      return checkResponse(registerResponseSchema, {
        user_query_id: user.queryId,
        user_status: created ? null : 'pending',
      });
    },
  );

  app.put(
    `${walletApiV1}/users/:userId/resend_otp`,
    withContract({
      summary: 'Sends a pending user a new OTP; 400 when one was sent less than 30 seconds ago',
      tags,
      params: userParamsSchema,
      response: userStatusResponseSchema,
    }),
    async (request) => {
      const user = await pendingCustomer(request);
      await throttledOtp(user);
      return statusAnswer(user, 'pending', accountMessages.otpSent);
    },
  );

  app.post(
    `${walletApiV1}/users/:userId/verify_mobile_otp`,
    withContract({
      summary: 'Checks the OTP: valid 5 minutes, locked after 5 wrong tries, usable once',
      tags,
      params: userParamsSchema,
      body: verifyOtpBodySchema,
      response: verifyOtpResponseSchema,
    }),
    async (request) => {
      const user = await pendingCustomer(request);
      const { mobile_otp } = parseBody(verifyOtpBodySchema, request.body);
      const verdict = await context.otps.check(user.id, 'sign_up', mobile_otp);
      if (verdict.kind !== 'ACCEPTED') throw otpRefusal('mobile_otp', verdict);
      await context.users.markMobileVerified(user.id);
      return checkResponse(verifyOtpResponseSchema, {
        user_query_id: user.queryId,
        user_status: 'pending',
        message: accountMessages.mobileVerified,
        sign_up_token: await context.signUpProofs.issue(user.id),
      });
    },
  );

  app.post(
    `${walletApiV1}/users/:userId/update_user`,
    withContract({
      summary: 'Sets name and PIN after a verified OTP, which makes the user active',
      description:
        'A registration is finished only with sign_up_token, the proof verify_mobile_otp handed to the browser that ' +
        'verified the OTP (valid 15 minutes, once). An active user changes the profile only with its own session.',
      tags,
      params: userParamsSchema,
      body: updateUserBodySchema,
      response: userStatusResponseSchema,
    }),
    async (request) => {
      const { userId } = parseParams(userParamsSchema, request.params);
      const user = await context.users.findByQueryId(userId);
      if (!user || user.kind !== 'customer') throw new NotFoundError(`No user ${userId}`);
      if (user.status === 'active') {
        // A finished account changes its profile only from its own session.
        const session = await requireSession(request, context.db, context.clock);
        if (session.userId !== user.id) throw new NotFoundError(`No user ${userId}`);
      }
      const body = parseBody(updateUserBodySchema, request.body);
      const profile = body.user;
      const proof = user.status === 'active' ? null : requiredProof(user, body.sign_up_token);
      const problems = profileFormProblems({ fullName: profile.full_name, pin: profile.password });
      if (problems?.fullName) throw fieldError('user.full_name', 'Please enter your name');
      if (problems?.pin) throw fieldError('user.password', fieldRuleMessages[problems.pin]);
      const email = profile.email?.trim() || null;
      if (email !== null && !isEmail(email)) throw fieldError('user.email', 'Please enter valid email');
      const dob = profile.dob?.trim() || null;
      if (dob !== null && !isCalendarDate(dob)) throw fieldError('user.dob', 'Date of birth must be a date yyyy-mm-dd');
      // Spent only once the form is valid, so a typing mistake does not cost the customer a new OTP.
      if (proof !== null && !(await context.signUpProofs.spend(user.id, proof))) {
        throw fieldError('sign_up_token', accountMessages.verificationInvalid);
      }
      await context.users.completeProfile(user.id, {
        fullName: profile.full_name.trim(),
        pinHash: await hashPin(profile.password),
        email,
        dob,
      });
      return statusAnswer(user, 'active', accountMessages.profileSaved);
    },
  );
}
