import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import {
  pushPublicKeyPath,
  pushPublicKeyResponseSchema,
  pushSubscriptionPath,
  pushSubscriptionRequestSchema,
  pushSubscriptionResponseSchema,
} from '@/contract/push/push-subscription.contract';
import { parseBody } from '../../http/parse-body';
import { requireSession } from '../../shared/session/session-guard';
import { checkResponse } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import { fieldError } from '../../http/field-error';
import { text } from '../../i18n/localized';
import { requestLanguage } from '../../i18n/server-language';
import type { PushContext } from '../push-context';
import { subscribeToPush } from '../subscribe-to-push';

/**
 * GET /api/v1/push/public_key: the key a browser subscribes with (public by nature). POST /api/v1/push/subscription:
 * the session's user, guest or customer, hands over the browser's subscription; its notifications are written in
 * the language of this request.
 */
export function registerPushRoutes(app: FastifyInstance, deps: PushContext): void {
  app.get(
    `${walletApiV1}/${pushPublicKeyPath}`,
    withContract({
      summary: 'The server\u2019s VAPID public key, for subscribing a browser to its pushes',
      tags: ['accounts'],
      response: pushPublicKeyResponseSchema,
    }),
    () => checkResponse(pushPublicKeyResponseSchema, { public_key: deps.keys.publicKey }),
  );

  app.post(
    `${walletApiV1}/${pushSubscriptionPath}`,
    withContract({
      summary: 'Keeps the browser\u2019s Web Push subscription for the session\u2019s user',
      description:
        'The body is the JSON of the browser\u2019s PushSubscription. Each status change of the user\u2019s orders is ' +
        'then pushed to it, in the language of this request; a subscription the push service no longer knows is dropped.',
      tags: ['accounts'],
      session: true,
      body: pushSubscriptionRequestSchema,
      response: pushSubscriptionResponseSchema,
    }),
    async (request) => {
      const user = await requireSession(request, deps.db, deps.clock);
      const body = parseBody(pushSubscriptionRequestSchema, request.body);
      const language = requestLanguage(request);
      const subscribing = await subscribeToPush(deps, user.userId, {
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        language,
      });
      if (subscribing.outcome === 'refused') throw fieldError('endpoint', text('push.httpsOnly'));
      return checkResponse(pushSubscriptionResponseSchema, { message: text('push.subscribed')(language) });
    },
  );
}
