import { requestLanguage } from '../../i18n/server-language';
import { text } from '../../i18n/localized';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { accountMessages } from '../account-messages';
import type { AccountsContext } from '../accounts-context';
import { fieldError } from '../../http/field-error';
import { otpRefusal } from './otp-refusal';
import { parseBody } from '../../http/parse-body';
import { acceptedLoginId } from '../phone-rule';
import { PinLockout } from '../store/pin-lockout';
import { sessionTokenOf } from '../../shared/session/session-guard';
import type { UserRow } from '../store/user-repository';
import { signUpCustomer } from '../sign-up-customer';
import { startSignUp } from '../start-sign-up';
import { resendSignUpCode } from '../resend-sign-up-code';
import { verifySignUpCode } from '../verify-sign-up-code';
import { saveProfile } from '../save-profile';
import { profileRefusal } from './profile-refusal';

/** The id the step was called with goes back: a registration's handle, or a signed-in user's own id. */
const statusAnswer = (request: FastifyRequest, status: 'pending' | 'active', message: string) =>
  checkResponse(userStatusResponseSchema, {
    user_query_id: parseParams(userParamsSchema, request.params).userId,
    user_status: status,
    message,
  });

const tags = ['accounts'];

/** Sign-up in three steps: register the number (OTP sent), verify the OTP, set name and PIN. */
export function registerSignUpRoutes(app: FastifyInstance, context: AccountsContext): void {
  const lockout = new PinLockout(context.db, context.clock);

  /** The customer the step's id names (see signUpCustomer); 404 for nobody. */
  async function stepCustomer(request: FastifyRequest, ownIdAllowed = false): Promise<UserRow> {
    const { userId } = parseParams(userParamsSchema, request.params);
    const user = await signUpCustomer(context, { userId, sessionToken: sessionTokenOf(request), ownIdAllowed });
    if (user === null) throw new NotFoundError(text('notFound.user', { id: userId }));
    return user;
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
      const handle = await startSignUp(context, mobileNumber, requestLanguage(request));
      return checkResponse(registerResponseSchema, { user_query_id: handle, user_status: null });
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
      const user = await stepCustomer(request);
      const resent = await resendSignUpCode(context, user, requestLanguage(request));
      if (resent.outcome === 'throttled') {
        throw fieldError('userId', accountMessages.otpThrottled(Math.ceil(resent.waitMs / 1000)));
      }
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
      const user = await stepCustomer(request);
      const { mobile_otp } = parseBody(verifyOtpBodySchema, request.body);
      const verified = await verifySignUpCode(context, user, mobile_otp);
      if (verified.outcome === 'refused') throw otpRefusal('mobile_otp', verified.verdict);
      if (verified.outcome === 'not_a_registration') throw fieldError('mobile_otp', accountMessages.otpWrong);
      return checkResponse(verifyOtpResponseSchema, {
        user_query_id: parseParams(userParamsSchema, request.params).userId,
        user_status: 'pending',
        message: accountMessages.mobileVerified(requestLanguage(request)),
        sign_up_token: verified.signUpToken,
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
      const user = await stepCustomer(request, true);
      const body = parseBody(updateUserBodySchema, request.body);
      const form = {
        fullName: body.user.full_name,
        pin: body.user.password,
        email: body.user.email,
        dob: body.user.dob,
        currentPin: body.current_password,
        signUpToken: body.sign_up_token,
      };
      const saved = await saveProfile(context, lockout, user, { form, sessionToken: sessionTokenOf(request) });
      if (saved.outcome === 'refused') throw profileRefusal(saved.refusal, context.clock);
      return statusAnswer(request, 'active', accountMessages.profileSaved(requestLanguage(request)));
    },
  );
}
