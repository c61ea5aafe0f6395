import type { FastifyInstance } from 'fastify';
import { merchantApiV1 } from '@/contract/api-paths';
import { transportPaths } from '@/contract/transport/transport-paths';
import {
  transportSignInBodySchema,
  transportSignInResponseSchema,
} from '@/contract/transport/transport-sign-in.contract';
import { parseBody } from '../accounts/parse-body';
import { spendPinCheckTime, verifyPin } from '../accounts/pin-hash';
import { BadRequestError } from '../http/bad-request-error';
import { checkResponse } from '../http/parse-request';
import { withContract } from '../http/route-contract';
import { wrongStaffCredentials } from '../merchant/staff-sign-in-route';
import type { TransportContext } from './transport-context';

/** POST /merchant/v1/transport/sign_in: transport mode's configured merchant username and password for a token. */
export function registerTransportSignInRoute(app: FastifyInstance, context: TransportContext): void {
  app.post(
    `${merchantApiV1}/${transportPaths.signIn}`,
    withContract({
      summary: 'Signs transport mode in with its configured merchant username and password',
      description:
        'The token goes with every zapp_go call as Authorization: Bearer (or in the session header); those calls answer 419 "Session Expired" without a valid one, and the client signs in here again. An unknown username and a wrong password answer the same 400.',
      tags: ['transport'],
      body: transportSignInBodySchema,
      response: transportSignInResponseSchema,
    }),
    async (request) => {
      const body = parseBody(transportSignInBodySchema, request.body);
      const found = await context.staff.findByUsername(body.username);
      // Without an account the hash is still computed, so the time taken does not tell which names exist.
      const matches = found
        ? await verifyPin(body.password, found.member.passwordHash)
        : await spendPinCheckTime(body.password);
      // A store's staff account is refused with the same words, so the answer does not tell which accounts exist.
      if (!found || matches !== true || found.member.role !== 'transport') {
        throw new BadRequestError(wrongStaffCredentials, []);
      }
      const { member, store } = found;
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
