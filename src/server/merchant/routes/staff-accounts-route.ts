import type { FastifyInstance } from 'fastify';
import { merchantApiV1 } from '@/contract/api-paths';
import { merchantPaths } from '@/contract/merchant/merchant-paths';
import { staffAccountsResponseSchema } from '@/contract/merchant/staff-accounts.contract';
import { checkResponse } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import type { MerchantContext } from '../merchant-context';
import { staffAccountDto } from './staff-account-routes';
import { requireOwner } from './staff-guard';

/** GET /merchant/v1/staff: the owner's list of the store's staff accounts. */
export function registerStaffAccountsRoute(app: FastifyInstance, context: MerchantContext): void {
  app.get(
    `${merchantApiV1}/${merchantPaths.staffAccounts}`,
    withContract({
      summary: 'The staff accounts of the signed-in owner\u2019s store',
      description: 'Owners only: a staff member\u2019s token answers 403.',
      tags: ['merchant'],
      session: true,
      response: staffAccountsResponseSchema,
    }),
    async (request) => {
      const owner = await requireOwner(request, context.sessions);
      const rows = await context.staff.ofStore(owner.companyId);
      return checkResponse(staffAccountsResponseSchema, {
        staff: rows.map(staffAccountDto),
      });
    },
  );
}
