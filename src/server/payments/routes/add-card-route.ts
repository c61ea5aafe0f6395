import { text } from '../../i18n/localized';
import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import { addCardParamsSchema, addCardResponseSchema } from '@/contract/payments/bank-card-form.contract';
import { sandboxPages } from '@/contract/payments/payment-paths';
import { requireSession } from '../../shared/session/session-guard';
import { NotFoundError } from '../../http/not-found-error';
import { checkResponse, parseParams } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import { openCardForm } from '../open-card-form';
import type { PaymentsContext } from '../payments-context';
import { serverOrigin } from '../same-origin';

/**
 * GET /api/v1/users/{userId}/add_card: the bank card form for the session's own user, as a url the storefront
 * frames (openCardForm); another user's id answers 404 like an unknown one.
 */
export function registerAddCardRoute(app: FastifyInstance, context: PaymentsContext): void {
  app.get(
    `${walletApiV1}/users/:userId/add_card`,
    withContract({
      summary: 'The bank card form for the user',
      tags: ['payments'],
      session: true,
      params: addCardParamsSchema,
      response: addCardResponseSchema,
    }),
    async (request) => {
      const session = await requireSession(request, context.db, context.clock);
      const { userId } = parseParams(addCardParamsSchema, request.params);
      const opened = await openCardForm(context, session, userId);
      if (opened.outcome === 'no_such_user') throw new NotFoundError(text('notFound.user', { id: userId }));
      const form = new URLSearchParams({ s: opened.sessionId });
      return checkResponse(addCardResponseSchema, {
        url: `${serverOrigin(request)}${sandboxPages.bankCardForm}?${form.toString()}`,
      });
    },
  );
}
