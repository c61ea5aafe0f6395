import { requestLanguage, type ServerLanguage } from '../../i18n/server-language';
import { text } from '../../i18n/localized';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { profileFormProblems } from '@/domain/accounts/sign-up-form';
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
import { withContract } from '../../http/route-contract';
import { checkResponse, parseParams } from '../../http/parse-request';
import { NotFoundError } from '../../http/not-found-error';
import { accountMessages, fieldRuleMessages } from '../account-messages';
import type { AccountsContext } from '../accounts-context';
import { fieldError } from '../../http/field-error';
import { otpRefusal } from './otp-refusal';
import { parseBody } from '../../http/parse-body';
import { acceptedLoginId } from '../phone-rule';
import { credentialChangeAllowed } from '../credential-change';
import { hashPin } from '../pin-hash';
import { PinLockout } from '../store/pin-lockout';
import { sessionTokenOf } from '../../shared/session/session-guard';
import { sendAlreadyRegisteredNotice, sendOtp } from '../send-otp';
import type { UserRow } from '../store/user-repository';

/** The id the step was called with goes back: a registration's handle, or a signed-in user's own id. */
const statusAnswer = (request: FastifyRequest, status: 'pending' | 'active', message: string) =>
  checkResponse(userStatusResponseSchema, {
    user_query_id: parseParams(userParamsSchema, request.params).userId,
    user_status: status,
    message,
  });

const tags = ['accounts'];

/** The proof of a verified OTP a registration must come with, or the 400 telling the customer to verify first. */
function requiredProof(token: string | undefined): string {
  if (token === undefined) throw fieldError('sign_up_token', accountMessages.verifyFirst);
  return token;
}

/** Sign-up in three steps: register the number (OTP sent), verify the OTP, set name and PIN. */
export function registerSignUpRoutes(app: FastifyInstance, context: AccountsContext): void {
  const lockout = new PinLockout(context.db, context.clock);
  /**
   * The customer a sign-up step is about, found by the handle the registration gave out. An active account's
   * steps read exactly like a registration's (its number gets a notice instead of a code, which no guess
   * matches), so the steps cannot tell which numbers have accounts. A user's own id is accepted only by
   * update_user, from that user's own session (a profile change); an unknown or expired id is nobody.
   */
  async function signUpCustomer(request: FastifyRequest, ownIdAllowed = false): Promise<UserRow> {
    const { userId } = parseParams(userParamsSchema, request.params);
    const byHandle = await context.signUpHandles.userOf(userId);
    const byOwnId = byHandle === null && ownIdAllowed ? await context.users.findByQueryId(userId) : null;
    const user = byHandle ?? (byOwnId !== null && (await isOwnSession(request, byOwnId)) ? byOwnId : null);
    if (!user || user.kind !== 'customer') throw new NotFoundError(text('notFound.user', { id: userId }));
    return user;
  }

  const sendSignUpMessage = (user: UserRow, language: ServerLanguage) =>
    user.status === 'active'
      ? sendAlreadyRegisteredNotice(context, user, language)
      : sendOtp(context, user, 'sign_up', language);

  async function throttledOtp(user: UserRow, language: ServerLanguage): Promise<void> {
    const issue = await sendSignUpMessage(user, language);
    if (!issue.sent) throw fieldError('userId', accountMessages.otpThrottled(Math.ceil(issue.waitMs / 1000)));
  }

  /** Whether the request comes with a live session of this very user; never a refusal of its own. */
  async function isOwnSession(request: FastifyRequest, user: UserRow): Promise<boolean> {
    const token = sessionTokenOf(request);
    const session = token === null ? null : await context.sessions.find(token);
    return session?.userId === user.id;
  }

  app.post(
    `${walletApiV1}/${accountsPaths.register}`,
    withContract({
      summary: 'Starts a registration: a pending user and an OTP to the number',
      description:
        'Every number answers alike, so the answer does not tell which numbers have accounts: user_status null and ' +
        'a user_query_id made for this registration (never the user\u2019s own id), which the later steps take ' +
        'for 24 hours. A new or unfinished registration gets an OTP (unless one went out in the last 30 s); ' +
        'the number of an active account gets a message saying so instead.',
      tags,
      body: registerBodySchema,
      response: registerResponseSchema,
    }),
    async (request) => {
      const body = parseBody(registerBodySchema, request.body);
      const mobileNumber = acceptedLoginId('user.mobile_number', body.user.mobile_number);
      const { user } = await context.users.pendingCustomer(mobileNumber);
      // A fresh message unless one went out less than 30 seconds ago.
      await sendSignUpMessage(user, requestLanguage(request));
      return checkResponse(registerResponseSchema, {
        user_query_id: await context.signUpHandles.issue(user.id),
        user_status: null,
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
      const user = await signUpCustomer(request);
      await throttledOtp(user, requestLanguage(request));
      return statusAnswer(request, 'pending', accountMessages.otpSent(requestLanguage(request)));
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
      const user = await signUpCustomer(request);
      const { mobile_otp } = parseBody(verifyOtpBodySchema, request.body);
      const verdict = await context.otps.check(user.id, 'sign_up', mobile_otp);
      if (verdict.kind !== 'ACCEPTED') throw otpRefusal('mobile_otp', verdict);
      // The code of an active account's notice was never sent: a lucky guess verifies nothing.
      if (user.status === 'active') throw fieldError('mobile_otp', accountMessages.otpWrong);
      await context.users.markMobileVerified(user.id);
      return checkResponse(verifyOtpResponseSchema, {
        user_query_id: parseParams(userParamsSchema, request.params).userId,
        user_status: 'pending',
        message: accountMessages.mobileVerified(requestLanguage(request)),
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
        'verified the OTP (valid 15 minutes, once). An active user changes the profile with its own session; ' +
        'without it the call answers as for a registration without the proof. A change of the PIN or the e-mail ' +
        'also needs current_password (the current PIN; a wrong one counts toward the sign-in lock) and ends the ' +
        'account\u2019s other sessions.',
      tags,
      session: 'optional',
      params: userParamsSchema,
      body: updateUserBodySchema,
      response: userStatusResponseSchema,
    }),
    async (request) => {
      const user = await signUpCustomer(request, true);
      const body = parseBody(updateUserBodySchema, request.body);
      const profile = body.user;
      // An active account changes its profile from its own session; without one, the call reads exactly like
      // an unfinished registration's, so it cannot tell which numbers have accounts.
      const proof =
        user.status === 'active' && (await isOwnSession(request, user)) ? null : requiredProof(body.sign_up_token);
      const problems = profileFormProblems({ fullName: profile.full_name, pin: profile.password });
      if (problems?.fullName) throw fieldError('user.full_name', text('account.nameRequired'));
      if (problems?.pin) throw fieldError('user.password', fieldRuleMessages[problems.pin]);
      const email = profile.email?.trim() || null;
      if (email !== null && !isEmail(email)) throw fieldError('user.email', text('field.email'));
      const dob = profile.dob?.trim() || null;
      if (dob !== null && !isCalendarDate(dob)) throw fieldError('user.dob', text('account.dobInvalid'));
      const credentialsChange =
        proof === null &&
        (await credentialChangeAllowed(context, lockout, user, {
          pin: profile.password,
          email,
          currentPin: body.current_password,
        }));
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
      // Whoever holds another session of the account lost it with the old PIN or e-mail.
      if (credentialsChange) await context.sessions.endOthersOf(user.id, sessionTokenOf(request)!);
      return statusAnswer(request, 'active', accountMessages.profileSaved(requestLanguage(request)));
    },
  );
}
