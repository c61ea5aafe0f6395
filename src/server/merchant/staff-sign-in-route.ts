import type { FastifyInstance } from 'fastify';
import { merchantApiV1 } from '@/contract/api-paths';
import { merchantPaths } from '@/contract/merchant/merchant-paths';
import { staffSignInBodySchema, staffSignInResponseSchema } from '@/contract/merchant/staff-sign-in.contract';
import { parseBody } from '../accounts/parse-body';
import { spendPinCheckTime, verifyPin } from '../accounts/pin-hash';
import { BadRequestError } from '../http/bad-request-error';
import { checkResponse } from '../http/parse-request';
import { withContract } from '../http/route-contract';
import type { MerchantContext } from './merchant-context';

/** One message for an unknown username and a wrong password, so the answer does not tell which names exist. */
export const wrongStaffCredentials = 'Wrong username or password';

/** POST /merchant/v1/staff/sign_in: a staff member's username and password for a bearer token. */
export function registerStaffSignInRoute(app: FastifyInstance, context: MerchantContext): void {
  app.post(
    `${merchantApiV1}/${merchantPaths.staffSignIn}`,
    withContract({
      summary: 'Signs a store\u2019s staff member in; the token goes with every merchant call as Authorization: Bearer',
      description: 'An unknown username and a wrong password answer the same 400.',
      tags: ['merchant'],
      body: staffSignInBodySchema,
      response: staffSignInResponseSchema,
    }),
    async (request) => {
      const body = parseBody(staffSignInBodySchema, request.body);
      const found = await context.staff.findByUsername(body.username);
      // Without an account the hash is still computed, so the time taken does not tell either.
      const matches = found
        ? await verifyPin(body.password, found.member.passwordHash)
        : await spendPinCheckTime(body.password);
      // A transport account is refused with the same words, so the answer does not tell which accounts exist.
      if (!found || matches !== true || found.member.role !== 'store') {
        throw new BadRequestError(wrongStaffCredentials, []);
      }
      const { member, store } = found;
      const session = await context.sessions.open(member.id);
      context.log.info({ staff: member.username, merchant: store.queryId }, 'Staff signed in');
      return checkResponse(staffSignInResponseSchema, {
        token: session.token,
        expires_at: session.expiresAt.toISOString(),
        staff: { query_id: member.queryId, username: member.username, full_name: member.fullName },
        merchant: { query_id: store.queryId, name: store.name, shop_name: store.shopName },
      });
    },
  );
}
