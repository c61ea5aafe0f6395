import { text } from '../../i18n/localized';
import type { FastifyInstance } from 'fastify';
import { netaxeptTerminalFormSchema, netaxeptTerminalQuerySchema } from '@/contract/payments/netaxept.contract';
import { sandboxPages } from '@/contract/payments/payment-paths';
import { parseBody } from '../../http/parse-body';
import { NotFoundError } from '../../http/not-found-error';
import { parseQuery } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import { checkoutText, type CheckoutPageTextKey } from '../checkout-page-texts';
import { payableFacts, paymentClaimMismatches } from '../invoice-payment-check';
import { pageLanguage } from '../page-language';
import type { PaymentInvoice } from '../store/payment-invoices';
import type { PaymentsContext } from '../payments-context';
import { escapeHtml, hiddenField, sendSandboxPage } from '../../http/sandbox-page';
import { paymentSummaryHtml, sendSandboxResult } from './sandbox-page';
import { settlePayment } from '../settle-payment';

/**
 * The sandbox network card terminal, framed by the storefront: GET shows the payment with Pay and Cancel,
 * POST takes the button. Pay marks the invoice paid, places it once and tells the customer's live stream
 * (SSE_NETS_PAYMENT_SUCCESSFULL); Cancel leaves it unpaid; paying again charges nothing more. The pages are in
 * the storefront's language (pageLanguage).
 */
export function registerNetaxeptTerminalRoutes(app: FastifyInstance, context: PaymentsContext): void {
  const findTransaction = async (invoiceQueryId: string, transactionId: string): Promise<PaymentInvoice> => {
    const target = await context.payments.find(invoiceQueryId);
    const known =
      target !== null &&
      paymentClaimMismatches(payableFacts(target.invoice, target.company.queryId), { transactionId }).length === 0;
    if (!known) throw new NotFoundError(text('notFound.transaction', { id: transactionId }));
    return target;
  };

  app.get(
    sandboxPages.netaxeptTerminal,
    withContract({
      summary: 'Sandbox network card terminal page',
      tags: ['payments'],
      query: netaxeptTerminalQuerySchema,
      responseType: 'text/html',
    }),
    async (request, reply) => {
      const query = parseQuery(netaxeptTerminalQuerySchema, request.query);
      const language = pageLanguage(request);
      const target = await findTransaction(query.invoiceQueryId, query.transactionId);
      if (target.invoice.paidAt !== null) {
        return sendSandboxResult(
          reply,
          200,
          { title: 'terminal.paid', note: 'terminal.alreadyPaidNote' },
          { language, frameAncestors: 'self' },
        );
      }
      const fields =
        hiddenField('transactionId', query.transactionId) + hiddenField('invoiceQueryId', query.invoiceQueryId);
      const t = (key: CheckoutPageTextKey) => escapeHtml(checkoutText(key, language));
      return sendSandboxPage(reply, 200, {
        language,
        title: checkoutText('terminal.title', language),
        formAction: 'self',
        frameAncestors: 'self',
        body: `<h1>${t('terminal.title')}</h1>
${paymentSummaryHtml(target, language)}
<form method="post" action="${sandboxPages.netaxeptTerminal}">${fields}
<button type="submit" name="action" value="pay">${t('form.pay')}</button><button type="submit" name="action" value="cancel">${t('form.cancel')}</button>
</form><p class="note">${t('terminal.note')}</p>`,
      });
    },
  );

  app.post(
    sandboxPages.netaxeptTerminal,
    withContract({
      summary: 'Sandbox network card terminal: Pay or Cancel',
      tags: ['payments'],
      body: netaxeptTerminalFormSchema,
      bodyType: 'application/x-www-form-urlencoded',
      responseType: 'text/html',
    }),
    async (request, reply) => {
      const form = parseBody(netaxeptTerminalFormSchema, request.body);
      const language = pageLanguage(request);
      const target = await findTransaction(form.invoiceQueryId, form.transactionId);
      if (form.action === 'cancel') {
        return sendSandboxResult(
          reply,
          200,
          { title: 'result.cancelled', note: 'result.cancelledNote' },
          { language, frameAncestors: 'self' },
        );
      }
      const settlement = await settlePayment(context, target, { announcePayment: true });
      if (settlement.outcome === 'unavailable') {
        return sendSandboxResult(
          reply,
          409,
          { title: 'result.notTaken', note: 'result.outOfStock' },
          { language, frameAncestors: 'self' },
        );
      }
      return sendSandboxResult(
        reply,
        200,
        { title: 'terminal.paid', note: 'result.succeededNote' },
        { language, frameAncestors: 'self' },
      );
    },
  );
}
