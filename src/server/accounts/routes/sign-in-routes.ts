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
import { spendPinCheckTime, verifyPin } from '../pin-hash';
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
      // An unfinished registration answers as a number without an account: telling them apart would tell which
      // numbers have accounts. Registering the number again picks the registration up.
      const found = await context.users.findByMobile(loginId);
      const user = found?.status === 'active' ? found : null;
      // 400 and not 429: the storefront's request layer shows error.message of a 400 and nothing of a 429.
      const refuseLocked = (until: Date) =>
        reply
          .code(400)
          .header('retry-after', String(Math.max(1, Math.ceil((until.getTime() - context.clock()) / 1000))))
          .send(
            checkResponse(errorBodySchema, {
              error: {
                message: pinLockedMessage(until.getTime() - context.clock())(requestLanguage(request)),
                details: [],
              },
            }),
          );
      // A number without an account locks like one, so the fifth wrong PIN cannot tell which numbers exist.
      const lockedUntil = user ? lockout.lockedUntil(user) : context.unregistered.lockedUntil(loginId);
      if (lockedUntil !== null) return refuseLocked(lockedUntil);
      const matches = user?.pinHash
        ? await verifyPin(body.password, user.pinHash)
        : await spendPinCheckTime(body.password);
      if (!user) {
        const lockedNow = context.unregistered.recordWrongPin(loginId);
        if (lockedNow !== null) return refuseLocked(lockedNow);
        throw new BadRequestError(accountMessages.wrongCredentials, []);
      }
      if (matches !== true) {
        const outcome = await lockout.recordWrongPin(user.id);
        if (outcome.kind === 'LOCKED') return refuseLocked(outcome.until);
        throw new BadRequestError(accountMessages.wrongCredentials, []);
      }
      const lockedMeanwhile = await lockout.recordRightPin(user.id);
      if (lockedMeanwhile !== null) return refuseLocked(lockedMeanwhile);
      return signedIn(context, user, requestLanguage(request));
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
