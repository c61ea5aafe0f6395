import type { ServerLanguage } from '../../i18n/server-language';
import { amountText } from '../amount-text';
import { checkoutText, type CheckoutPageTextKey } from '../checkout-page-texts';
import type { PaymentInvoice } from '../store/payment-invoices';
import type { FastifyReply } from 'fastify';
import { escapeHtml, sendSandboxPage, type SandboxPage } from '../../http/sandbox-page';

/** What every sandbox page shows of the payment it asks about: the order, the store and the amount. */
export function paymentSummaryHtml(target: PaymentInvoice, language: ServerLanguage): string {
  const label = (key: 'summary.order' | 'summary.store' | 'summary.amount') => checkoutText(key, language);
  return `<dl><dt>${label('summary.order')}</dt><dd>${escapeHtml(target.invoice.shortOrderId)}</dd>
<dt>${label('summary.store')}</dt><dd>${escapeHtml(target.company.name)}</dd>
<dt>${label('summary.amount')}</dt><dd>${escapeHtml(amountText(target.invoice.payable, target.invoice.currency))}</dd></dl>`;
}

/** A sandbox page that says how a payment ended, a title and a note in the page's language, with no form. */
export function sendSandboxResult(
  reply: FastifyReply,
  status: number,
  result: { readonly title: CheckoutPageTextKey; readonly note: CheckoutPageTextKey },
  page: Pick<SandboxPage, 'language' | 'frameAncestors'>,
): FastifyReply {
  const title = checkoutText(result.title, page.language);
  return sendSandboxPage(reply, status, {
    ...page,
    title,
    formAction: 'none',
    body: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(checkoutText(result.note, page.language))}</p>`,
  });
}
