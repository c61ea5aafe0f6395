import type { FastifyInstance } from 'fastify';
import { merchantApiV1 } from '@/contract/api-paths';
import { transportPaths } from '@/contract/transport/transport-paths';
import {
  transportSignInBodySchema,
  transportSignInResponseSchema,
} from '@/contract/transport/transport-sign-in.contract';
import { parseBody } from '../accounts/parse-body';
import { checkResponse } from '../http/parse-request';
import { withContract } from '../http/route-contract';
import { refuseStaffSignIn } from '../merchant/staff-sign-in-refusal';
import { transportErrorCodes } from '@/contract/transport/transport-error-codes';
import type { TransportContext } from './transport-context';

/** POST /merchant/v1/transport/sign_in: transport mode's configured merchant username and password for a token. */
export function registerTransportSignInRoute(app: FastifyInstance, context: TransportContext): void {
  app.post(
    `${merchantApiV1}/${transportPaths.signIn}`,
    withContract({
      summary: 'Signs transport mode in with its configured merchant username and password',
      description:
        'The token goes with every zapp_go call as Authorization: Bearer (or in the session header); those calls answer 419 "Session Expired" without a valid one, and the client signs in here again. An unknown username and a wrong password answer the same 400, code 9022. 5 wrong passwords in a row lock sign-in for 15 minutes: every sign-in then answers 400 code 9022 saying so, with a Retry-After header (seconds), even with the right password.',
      tags: ['transport'],
      body: transportSignInBodySchema,
      response: transportSignInResponseSchema,
    }),
    async (request, reply) => {
      const body = parseBody(transportSignInBodySchema, request.body);
      const verdict = await context.passwords.check(body.username, body.password, 'transport');
      if (verdict.kind !== 'SIGNED_IN') {
        return refuseStaffSignIn(reply, verdict, context.clock, transportErrorCodes.signInRefused);
      }
      const { member, store } = verdict.found;
      const session = await context.sessions.open(member.id);
      context.log.info({ staff: member.username, merchant: store.queryId }, 'Transport signed in');
      return checkResponse(transportSignInResponseSchema, {
        token: session.token,
        expires_at: session.expiresAt.toISOString(),
        staff: { query_id: member.queryId, username: member.username, full_name: member.fullName },
        merchant: { query_id: store.queryId, name: store.name, shop_name: store.shopName },
      });
    },
  );
}
