import { requestLanguage } from '../../i18n/server-language';
import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import { accountsPaths } from '@/contract/accounts/accounts-paths';
import { forgotPasswordBodySchema, resetPasswordBodySchema } from '@/contract/accounts/sign-in.contract';
import { messageResponseSchema } from '@/contract/accounts/user.contract';
import { withContract } from '../../http/route-contract';
import { checkResponse } from '../../http/parse-request';
import { accountMessages } from '../account-messages';
import type { AccountsContext } from '../accounts-context';
import { otpRefusal } from './otp-refusal';
import { parseBody } from '../../http/parse-body';
import { acceptedLoginId, requireValidPin } from '../phone-rule';
import { PinLockout } from '../store/pin-lockout';
import { requestPinReset } from '../request-pin-reset';
import { resetPin } from '../reset-pin';

const tags = ['accounts'];

/** Forgot PIN: a code to the number (step 1), then a new PIN with that code (step 2). */
export function registerPinResetRoutes(app: FastifyInstance, context: AccountsContext): void {
  const lockout = new PinLockout(context.db, context.clock);
  app.post(
    `${walletApiV1}/${accountsPaths.forgotPassword}`,
    withContract({
      summary: 'Sends a PIN reset code to the number; the same answer whether or not it is registered',
      tags,
      body: forgotPasswordBodySchema,
      response: messageResponseSchema,
    }),
    async (request) => {
      const body = parseBody(forgotPasswordBodySchema, request.body);
      const loginId = acceptedLoginId('login_id', body.login_id);
      // The answer is the same whether or not the number has an account, and whether or not the throttle
      // held the code back, so it cannot be used to find registered numbers; so is what reset_password says next.
      await requestPinReset(context, loginId, requestLanguage(request));
      return checkResponse(messageResponseSchema, { message: accountMessages.resetCodeSent(requestLanguage(request)) });
    },
  );

  app.post(
    `${walletApiV1}/${accountsPaths.resetPassword}`,
    withContract({
      summary: 'Sets a new PIN with the reset code, and ends every session of the user',
      tags,
      body: resetPasswordBodySchema,
      response: messageResponseSchema,
    }),
    async (request) => {
      const body = parseBody(resetPasswordBodySchema, request.body);
      const loginId = acceptedLoginId('login_id', body.login_id);
      requireValidPin('password', body.password);
      const reset = await resetPin(context, lockout, { loginId, code: body.otp, pin: body.password });
      if (reset.outcome === 'refused') throw otpRefusal('otp', reset.verdict);
      return checkResponse(messageResponseSchema, { message: accountMessages.pinReset(requestLanguage(request)) });
    },
  );
}
