import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import {
  pushSubscriptionRequestSchema,
  pushSubscriptionResponseSchema,
} from '@/contract/push/push-subscription.contract';
import { transportPaths } from '@/contract/transport/transport-paths';
import { fieldError } from '../../http/field-error';
import { parseBody } from '../../http/parse-body';
import { checkResponse } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import { text } from '../../i18n/localized';
import { requestLanguage } from '../../i18n/server-language';
import { subscribeRiderToPush } from '../subscribe-rider-to-push';
import type { TransportContext } from '../transport-context';
import { requireRider } from './transport-guard';

/**
 * POST /api/v1/zapp_go/push_subscription: the rider's browser hands over its Web Push subscription (the JSON of its
 * PushSubscription, as for an order's customer at push/subscription), and each change of the rider's rides is then
 * pushed to it in the language of this request. The server's key is the one push/public_key answers.
 */
export function registerRiderPushRoute(app: FastifyInstance, context: TransportContext): void {
  app.post(
    `${walletApiV1}/${transportPaths.riderPushSubscription}`,
    withContract({
      summary: 'Keeps the rider browser\u2019s Web Push subscription, for news of the rider\u2019s rides',
      description:
        'The body is the JSON of the browser\u2019s PushSubscription. Each status change of the rider\u2019s rides ' +
        '(paid and searching, rider assigned, cancelled) is then pushed to it, in the language of this request; a ' +
        'subscription the push service no longer knows is dropped. Needs a transport token; 419 without a valid one.',
      tags: ['transport'],
      session: true,
      body: pushSubscriptionRequestSchema,
      response: pushSubscriptionResponseSchema,
    }),
    async (request) => {
      const rider = await requireRider(request, context.riders);
      const body = parseBody(pushSubscriptionRequestSchema, request.body);
      const language = requestLanguage(request);
      const subscribing = await subscribeRiderToPush(context, rider.riderId, {
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        language,
      });
      if (subscribing.outcome === 'refused') throw fieldError('endpoint', text('push.httpsOnly'));
      return checkResponse(pushSubscriptionResponseSchema, { message: text('push.riderSubscribed')(language) });
    },
  );
}
