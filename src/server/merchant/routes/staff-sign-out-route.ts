import type { FastifyInstance } from 'fastify';
import { merchantApiV1 } from '@/contract/api-paths';
import { merchantPaths } from '@/contract/merchant/merchant-paths';
import { staffSignOutResponseSchema } from '@/contract/merchant/staff-accounts.contract';
import { sessionTokenOf } from '../../shared/session/session-guard';
import { checkResponse } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import type { MerchantContext } from '../merchant-context';
import { requireStaff } from './staff-guard';

/** POST /merchant/v1/staff/sign_out: ends the staff session of the bearer token on the server, not only in a browser. */
export function registerStaffSignOutRoute(app: FastifyInstance, context: MerchantContext): void {
  app.post(
    `${merchantApiV1}/${merchantPaths.staffSignOut}`,
    withContract({
      summary:
        'Signs a store\u2019s staff member out: the token opens nothing more, and the store\u2019s live stream ends',
      tags: ['merchant'],
      session: true,
      response: staffSignOutResponseSchema,
    }),
    async (request) => {
      const member = await requireStaff(request, context.sessions);
      // requireStaff found a session by this token, so there is one.
      await context.sessions.close(sessionTokenOf(request) ?? '');
      context.log.info({ staff: member.username }, 'Staff signed out');
      return checkResponse(staffSignOutResponseSchema, { signed_out: true });
    },
  );
}
