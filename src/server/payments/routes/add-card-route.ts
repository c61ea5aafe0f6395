import { text } from '../../i18n/localized';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import { addCardParamsSchema, addCardResponseSchema } from '@/contract/payments/bank-card-form.contract';
import { sandboxPages } from '@/contract/payments/payment-paths';
import { requireSession } from '../../shared/session/session-guard';
import { NotFoundError } from '../../http/not-found-error';
import { checkResponse, parseParams } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import type { PaymentsContext } from '../payments-context';
import { serverOrigin } from '../same-origin';

/** How long a card form stays open: long enough to type a card, short enough that a leaked link goes stale. */
export const bankCardFormMinutes = 15;

/**
 * GET /api/v1/users/{userId}/add_card: the bank card form for the session's own user, as a url the storefront
 * frames. The bank session id is new for every form and recorded as the user's, so the card accepted on it
 * can pay only that user's invoice; another user's id reads like an unknown one.
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
      if (userId !== session.userQueryId) throw new NotFoundError(text('notFound.user', { id: userId }));
      const sessionId = randomUUID();
      const now = context.clock();
      await context.bankCards.open(
        sessionId,
        session.userId,
        new Date(now),
        new Date(now + bankCardFormMinutes * 60_000),
      );
      const form = new URLSearchParams({ s: sessionId });
      return checkResponse(addCardResponseSchema, {
        url: `${serverOrigin(request)}${sandboxPages.bankCardForm}?${form.toString()}`,
      });
    },
  );
}
