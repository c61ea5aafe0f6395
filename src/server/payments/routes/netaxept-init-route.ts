import { text } from '../../i18n/localized';
import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import {
  netaxeptInitQuerySchema,
  netaxeptInitResponseSchema,
  type NetaxeptInitResponse,
} from '@/contract/payments/netaxept.contract';
import { paymentPaths, sandboxPages } from '@/contract/payments/payment-paths';
import { networkCardTestMerchant } from '@/domain/payments/network-card';
import type { PaymentMethod } from '@/domain/payments/payment-method';
import { transactionId } from '@/domain/payments/payment-initiation';
import { requireSession } from '../../shared/session/session-guard';
import { BadRequestError } from '../../http/bad-request-error';
import { NotFoundError } from '../../http/not-found-error';
import { checkResponse, parseQuery } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import { payableFacts, paymentClaimMismatches } from '../invoice-payment-check';
import { PaymentRequiredError } from '../payment-required-error';
import type { PaymentsContext } from '../payments-context';
import { serverOrigin } from '../same-origin';

/** The sandbox's merchant at the network card provider. */
export const sandboxMerchantId = 'SANDBOX-MERCHANT';

/** The provider's status for a transaction registered and waiting for the customer at the terminal. */
export const registeredStatus = 'REGISTERED';

/** The methods the network card provider takes: its card pay and its mobile pay. */
const networkCardMethods: readonly PaymentMethod[] = ['NEST_CARD_PAY', 'NEST_MOBILE_PAY'];

function isNetworkCardMethod(method: string): boolean {
  return networkCardMethods.some((known) => known === method);
}

/**
 * GET /api/v1/netaxept-payment-gateway/init: registers a card payment of the session's invoice at the sandbox
 * terminal. The invoice must be one the provider takes (NEST_CARD_PAY, NEST_MOBILE_PAY), unpaid and not
 * cancelled (402 otherwise), and every figure of the query must be the invoice's as the server priced it
 * (400 otherwise); the answer names the test merchant, so the storefront frames the sandbox terminal.
 */
export function registerNetaxeptInitRoute(app: FastifyInstance, context: PaymentsContext): void {
  app.get(
    `${walletApiV1}/${paymentPaths.netaxeptInit}`,
    withContract({
      summary: 'Start a network card payment at the sandbox terminal',
      tags: ['payments'],
      session: true,
      query: netaxeptInitQuerySchema,
      response: netaxeptInitResponseSchema,
    }),
    async (request) => {
      const session = await requireSession(request, context.db, context.clock);
      const query = parseQuery(netaxeptInitQuerySchema, request.query);
      const target = await context.payments.find(query.invoiceQueryId);
      if (target === null || target.invoice.userId !== session.userId) {
        throw new NotFoundError(text('notFound.invoice', { id: query.invoiceQueryId }));
      }
      const { invoice, company } = target;
      if (!isNetworkCardMethod(invoice.paymentMethod) || query.paymentMethod !== invoice.paymentMethod) {
        throw new BadRequestError(text('payment.notAtTerminal'), [
          { field: 'paymentMethod', message: text('payment.mustBeMethod', { method: invoice.paymentMethod }) },
        ]);
      }
      const mismatches = paymentClaimMismatches(payableFacts(invoice, company.queryId), query);
      if (mismatches.length > 0) {
        throw new BadRequestError(text('payment.mismatch'), mismatches);
      }
      if (invoice.payable === 0) {
        throw new BadRequestError(text('payment.nothingToPay'), [
          { field: 'amount', message: text('payment.costsNothing') },
        ]);
      }
      if (invoice.status === 'order_cancelled') throw new PaymentRequiredError(text('payment.orderCancelled'));
      if (invoice.paidAt !== null) throw new PaymentRequiredError(text('payment.alreadyPaid'));
      if (invoice.placedAt !== null) {
        throw new BadRequestError(text('payment.placedOtherwise'), [
          { field: 'invoiceQueryId', message: text('payment.isAlreadyPlaced') },
        ]);
      }
      const transaction = transactionId(invoice.shortOrderId, invoice.payable);
      const terminal = new URLSearchParams({ transactionId: transaction, invoiceQueryId: invoice.queryId });
      const answer: NetaxeptInitResponse = {
        transactionId: transaction,
        merchantId: sandboxMerchantId,
        merchantIdDev: networkCardTestMerchant,
        status: registeredStatus,
        terminalUrl: `${serverOrigin(request)}${sandboxPages.netaxeptTerminal}?${terminal.toString()}`,
      };
      return checkResponse(netaxeptInitResponseSchema, answer);
    },
  );
}
