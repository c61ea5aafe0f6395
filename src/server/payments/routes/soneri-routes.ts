import { text } from '../../i18n/localized';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sandboxPages } from '@/contract/payments/payment-paths';
import {
  soneriDecisionFormSchema,
  soneriLoginQuerySchema,
  type SoneriLoginQuery,
} from '@/contract/payments/soneri.contract';
import { parseBody } from '../../http/parse-body';
import { BadRequestError } from '../../http/bad-request-error';
import { NotFoundError } from '../../http/not-found-error';
import { parseQuery } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import { checkoutText, type CheckoutPageTextKey } from '../checkout-page-texts';
import { payableFacts, paymentClaimMismatches } from '../invoice-payment-check';
import { pageLanguage } from '../page-language';
import type { PaymentInvoice } from '../store/payment-invoices';
import type { PaymentsContext } from '../payments-context';
import { isSameOrigin, serverOrigin } from '../same-origin';
import { escapeHtml, hiddenField, sendSandboxPage } from '../../http/sandbox-page';
import { paymentSummaryHtml, sendSandboxResult } from './sandbox-page';
import { settlePayment } from '../settle-payment';

/**
 * The named bank's sandbox login page, opened by the storefront in a new tab: GET shows the payment with
 * Approve and Reject, POST takes the decision. Approve marks the invoice paid, places it once and sends the
 * customer back to redirectUrl, which must be on this server's origin so the page can never lead elsewhere. The
 * pages are in the storefront's language (pageLanguage).
 */
export function registerSoneriRoutes(app: FastifyInstance, context: PaymentsContext): void {
  const checkedPayment = async (request: FastifyRequest, payment: SoneriLoginQuery): Promise<PaymentInvoice> => {
    if (!isSameOrigin(payment.redirectUrl, serverOrigin(request))) {
      throw new BadRequestError(text('payment.foreignReturn'), [
        { field: 'redirectUrl', message: text('payment.mustBeOwnOrigin') },
      ]);
    }
    const target = await context.payments.find(payment.invoiceQueryId);
    if (target === null) throw new NotFoundError(text('notFound.invoice', { id: payment.invoiceQueryId }));
    const mismatches = paymentClaimMismatches(payableFacts(target.invoice, target.company.queryId), {
      orderNumber: payment.orderId,
      amount: payment.amount,
    });
    // The bank's fields are named orderId and amount; the check names them as the bank's query does.
    const named = mismatches.map((detail) =>
      detail.field === 'orderNumber' ? { ...detail, field: 'orderId' } : detail,
    );
    if (named.length > 0) throw new BadRequestError(text('payment.mismatch'), named);
    return target;
  };

  app.get(
    sandboxPages.soneriLogin,
    withContract({
      summary: 'Sandbox bank login page',
      tags: ['payments'],
      query: soneriLoginQuerySchema,
      responseType: 'text/html',
    }),
    async (request, reply) => {
      const payment = parseQuery(soneriLoginQuerySchema, request.query);
      const language = pageLanguage(request);
      const target = await checkedPayment(request, payment);
      if (target.invoice.paidAt !== null) {
        return sendSandboxResult(
          reply,
          200,
          { title: 'bank.alreadyPaid', note: 'bank.alreadyPaidNote' },
          { language, frameAncestors: 'none' },
        );
      }
      const fields = [
        hiddenField('invoiceQueryId', payment.invoiceQueryId),
        hiddenField('amount', String(payment.amount)),
        hiddenField('orderId', payment.orderId),
        hiddenField('type', payment.type),
        hiddenField('redirectUrl', payment.redirectUrl),
      ].join('');
      const t = (key: CheckoutPageTextKey) => escapeHtml(checkoutText(key, language));
      return sendSandboxPage(reply, 200, {
        language,
        title: checkoutText('bank.title', language),
        formAction: 'self',
        frameAncestors: 'none',
        body: `<h1>${t('bank.heading')}</h1>
${paymentSummaryHtml(target, language)}
<form method="post" action="${sandboxPages.soneriLogin}">${fields}
<button type="submit" name="decision" value="approve">${t('bank.approve')}</button><button type="submit" name="decision" value="reject">${t('bank.reject')}</button>
</form><p class="note">${t('bank.note')}</p>`,
      });
    },
  );

  app.post(
    sandboxPages.soneriLogin,
    withContract({
      summary: 'Sandbox bank: Approve or Reject',
      tags: ['payments'],
      body: soneriDecisionFormSchema,
      bodyType: 'application/x-www-form-urlencoded',
      responseType: 'text/html',
    }),
    async (request, reply) => {
      const form = parseBody(soneriDecisionFormSchema, request.body);
      const language = pageLanguage(request);
      const target = await checkedPayment(request, form);
      if (form.decision === 'reject') {
        return sendSandboxResult(
          reply,
          200,
          { title: 'bank.rejected', note: 'bank.rejectedNote' },
          { language, frameAncestors: 'none' },
        );
      }
      const settlement = await settlePayment(context, target, { announcePayment: false });
      if (settlement.outcome === 'unavailable') {
        return sendSandboxResult(
          reply,
          409,
          { title: 'result.notTaken', note: 'result.outOfStock' },
          { language, frameAncestors: 'none' },
        );
      }
      return reply.code(303).header('location', form.redirectUrl).header('cache-control', 'no-store').send();
    },
  );
}
