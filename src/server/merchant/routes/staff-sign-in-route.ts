import type { FastifyInstance } from 'fastify';
import { merchantApiV1 } from '@/contract/api-paths';
import { merchantPaths } from '@/contract/merchant/merchant-paths';
import { staffSignInBodySchema, staffSignInResponseSchema } from '@/contract/merchant/staff-sign-in.contract';
import { parseBody } from '../../http/parse-body';
import { checkResponse } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import type { MerchantContext } from '../merchant-context';
import { signInStaff } from '../sign-in-staff';
import { refuseStaffSignIn } from './staff-sign-in-refusal';
import { storeTimeZoneOf } from '../../catalogue/index';

/** POST /merchant/v1/staff/sign_in: a staff member's username and password for a bearer token. */
export function registerStaffSignInRoute(app: FastifyInstance, context: MerchantContext): void {
  app.post(
    `${merchantApiV1}/${merchantPaths.staffSignIn}`,
    withContract({
      summary: 'Signs a store\u2019s staff member in; the token goes with every merchant call as Authorization: Bearer',
      description:
        'An unknown username and a wrong password answer the same 400. 5 wrong passwords in a row lock sign-in for 15 minutes: every sign-in then answers 400 saying so, with a Retry-After header (seconds), even with the right password.',
      tags: ['merchant'],
      body: staffSignInBodySchema,
      response: staffSignInResponseSchema,
    }),
    async (request, reply) => {
      const body = parseBody(staffSignInBodySchema, request.body);
      const attempt = await signInStaff(context, context.passwordLockout, body);
      if (attempt.outcome !== 'signed_in') return refuseStaffSignIn(reply, attempt, context.clock);
      const { found, session } = attempt;
      const { member, store } = found;
      return checkResponse(staffSignInResponseSchema, {
        token: session.token,
        expires_at: session.expiresAt.toISOString(),
        staff: {
          query_id: member.queryId,
          username: member.username,
          full_name: member.fullName,
          role: member.consoleRole,
        },
        merchant: {
          query_id: store.queryId,
          name: store.name,
          shop_name: store.shopName,
          time_zone: storeTimeZoneOf(store.timeZone),
        },
      });
    },
  );
}
