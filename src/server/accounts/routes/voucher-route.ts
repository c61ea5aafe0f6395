import { text } from '../../i18n/localized';
import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import { userParamsSchema } from '@/contract/accounts/sign-in.contract';
import { listedVouchersLimit, vouchersQuerySchema, vouchersResponseSchema } from '@/contract/accounts/voucher.contract';
import { withContract } from '../../http/route-contract';
import { checkResponse, parseParams, parseQuery } from '../../http/parse-request';
import { NotFoundError } from '../../http/not-found-error';
import type { AccountsContext } from '../accounts-context';
import { requireSession } from '../../shared/session/session-guard';
import type { VoucherRepository } from '../store/voucher-repository';

/** GET /api/v1/users/{userId}/vouchers?merchant_query_id=: the vouchers the signed-in user may use at a store. */
export function registerVoucherRoute(
  app: FastifyInstance,
  context: AccountsContext,
  vouchers: VoucherRepository,
): void {
  app.get(
    `${walletApiV1}/users/:userId/vouchers`,
    withContract({
      summary: 'The unexpired vouchers the signed-in user may use at a store',
      description:
        `Soonest expiry first, at most ${listedVouchersLimit} of them; a code beyond the list still applies ` +
        'when the customer types it.',
      tags: ['accounts'],
      session: true,
      params: userParamsSchema,
      query: vouchersQuerySchema,
      response: vouchersResponseSchema,
    }),
    async (request) => {
      const session = await requireSession(request, context.db, context.clock);
      const { userId } = parseParams(userParamsSchema, request.params);
      // Another user's vouchers read exactly like a user that does not exist.
      if (userId !== session.userQueryId) throw new NotFoundError(text('notFound.user', { id: userId }));
      const { merchant_query_id } = parseQuery(vouchersQuerySchema, request.query);
      const rows = await vouchers.availableFor(session.userId, merchant_query_id, new Date(context.clock()));
      if (rows === null) throw new NotFoundError(text('notFound.store', { id: merchant_query_id }));
      return checkResponse(vouchersResponseSchema, {
        vouchers: rows.map((row) => ({ code: row.code, name: row.name, expires_at: row.expiresAt.toISOString() })),
      });
    },
  );
}
