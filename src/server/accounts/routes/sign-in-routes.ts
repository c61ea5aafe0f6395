import { requestLanguage } from '../../i18n/server-language';
import type { FastifyInstance } from 'fastify';
import { walletApiV1, walletApiV2 } from '@/contract/api-paths';
import { accountsPaths } from '@/contract/accounts/accounts-paths';
import { anonymousSignInBodySchema, authenticateBodySchema } from '@/contract/accounts/sign-in.contract';
import { messageResponseSchema, sessionResponseSchema } from '@/contract/accounts/user.contract';
import { errorBodySchema } from '@/contract/common/error.contract';
import { withContract } from '../../http/route-contract';
import { checkResponse } from '../../http/parse-request';
import { BadRequestError } from '../../http/bad-request-error';
import { accountMessages } from '../account-messages';
import type { AccountsContext } from '../accounts-context';
import { parseBody } from '../../http/parse-body';
import { acceptedLoginId } from '../phone-rule';
import { signIn } from '../sign-in';
import { PinLockout } from '../store/pin-lockout';
import { pinLockedMessage } from '../pin-lockout-rules';
import { signedIn } from './session-answer';
import { requireSession, sessionTokenOf } from '../../shared/session/session-guard';

const tags = ['accounts'];

/** Anonymous sign-in by device, PIN login and logout. */
export function registerSignInRoutes(app: FastifyInstance, context: AccountsContext): void {
  const lockout = new PinLockout(context.db, context.clock);
  app.post(
    `${walletApiV2}/${accountsPaths.authenticateAnonymously}`,
    withContract({
      summary: 'Signs a device in as its guest user (the same device, the same guest)',
      tags,
      body: anonymousSignInBodySchema,
      response: sessionResponseSchema,
    }),
    async (request) => {
      const { device_uuid } = parseBody(anonymousSignInBodySchema, request.body);
      return signedIn(context, await context.users.guestOfDevice(device_uuid.trim()), requestLanguage(request));
    },
  );

  app.post(
    `${walletApiV1}/${accountsPaths.authenticate}`,
    withContract({
      summary: 'Logs a customer in with mobile number and PIN',
      description:
        'A wrong PIN, an unknown number and an unfinished registration answer the same 400, and lock alike (the spec\u2019s user_status pending is not sent: it would tell which numbers are registered). ' +
        '5 wrong PINs in a row lock sign-in for 15 minutes: every login then answers 400 with a message saying so and a ' +
        'Retry-After header (seconds), even with the right PIN; resetting the PIN lifts the lock.',
      tags,
      body: authenticateBodySchema,
      response: sessionResponseSchema,
    }),
    async (request, reply) => {
      const body = parseBody(authenticateBodySchema, request.body);
      const loginId = acceptedLoginId('login_id', body.login_id);
      const attempt = await signIn(context, lockout, { loginId, pin: body.password });
      if (attempt.outcome === 'refused') throw new BadRequestError(accountMessages.wrongCredentials, []);
      if (attempt.outcome === 'locked') {
        // 400 and not 429: the storefront's request layer shows error.message of a 400 and nothing of a 429.
        const remainingMs = attempt.until.getTime() - context.clock();
        return reply
          .code(400)
          .header('retry-after', String(Math.max(1, Math.ceil(remainingMs / 1000))))
          .send(
            checkResponse(errorBodySchema, {
              error: { message: pinLockedMessage(remainingMs)(requestLanguage(request)), details: [] },
            }),
          );
      }
      return signedIn(context, attempt.user, requestLanguage(request));
    },
  );

  app.post(
    `${walletApiV1}/${accountsPaths.logout}`,
    withContract({
      summary: 'Ends the session (session header or Authorization: Bearer)',
      tags,
      session: true,
      response: messageResponseSchema,
    }),
    async (request) => {
      await requireSession(request, context.db, context.clock);
      await context.sessions.end(sessionTokenOf(request)!);
      return checkResponse(messageResponseSchema, { message: accountMessages.loggedOut(requestLanguage(request)) });
    },
  );
}
