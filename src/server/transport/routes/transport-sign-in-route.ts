import type { FastifyInstance } from 'fastify';
import { merchantApiV1 } from '@/contract/api-paths';
import {
  transportSignInBodySchema,
  transportSignInResponseSchema,
} from '@/contract/transport/transport-sign-in.contract';
import { transportPaths } from '@/contract/transport/transport-paths';
import { parseBody } from '../../http/parse-body';
import { checkResponse } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import { transportErrorCodes } from '@/contract/transport/transport-error-codes';
import { errorBody } from '../../http/error-body';
import { text } from '../../i18n/localized';
import { requestLanguage } from '../../i18n/server-language';
import { deviceHash } from '../store/rider-sessions';
import { signInRider } from '../sign-in-rider';
import type { TransportContext } from '../transport-context';

/** POST /merchant/v1/transport/sign_in: a device's rider session, for the host's merchant. */
export function registerTransportSignInRoute(app: FastifyInstance, context: TransportContext): void {
  app.post(
    `${merchantApiV1}/${transportPaths.signIn}`,
    withContract({
      summary: 'Signs a rider in by the browser\u2019s device id; the same device id is the same rider',
      description:
        'The token goes with every zapp_go call as Authorization: Bearer (or in the session header); those calls answer 419 "Session Expired" without a valid one, and the client signs in here again. Each rider reaches only the rides it booked. There is no password, so no sign-in of one rider can lock out another. A host with no transport account to book through (TRANSPORT_DESK naming none) answers 503, code 9022.',
      tags: ['transport'],
      body: transportSignInBodySchema,
      response: transportSignInResponseSchema,
    }),
    async (request, reply) => {
      const body = parseBody(transportSignInBodySchema, request.body);
      await context.riderLimit('signIn', deviceHash(body.device_id), request, reply);
      const signedIn = await signInRider(context, body.device_id);
      // A fault of the host's set-up, not the rider's: 503 with the code the browser shows as its own sentence.
      if (signedIn.outcome === 'no_desk') {
        return reply
          .code(503)
          .send(errorBody(text('ride.noDesk')(requestLanguage(request)), [], transportErrorCodes.signInRefused));
      }
      const { session, desk } = signedIn;
      return checkResponse(transportSignInResponseSchema, {
        token: session.token,
        expires_at: session.expiresAt.toISOString(),
        rider: { query_id: session.rider.queryId },
        merchant: { query_id: desk.companyQueryId, name: desk.name, shop_name: desk.shopName },
      });
    },
  );
}
