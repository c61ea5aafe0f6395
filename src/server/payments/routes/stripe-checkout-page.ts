import type { FastifyReply } from 'fastify';
import { sandboxPages } from '@/contract/payments/payment-paths';
import type { ServerLanguage } from '../../i18n/server-language';
import { cardCheckoutFormHtml, secretFromFragment, type CheckoutForm } from './card-checkout-form';
import { checkoutText, type CheckoutPageTextKey } from '../checkout-page-texts';
import type { PaymentInvoice } from '../store/payment-invoices';
import { escapeHtml, sendSandboxPage } from '../../http/sandbox-page';
import { paymentSummaryHtml } from './sandbox-page';

/** The sandbox checkout: the payment, a card form with number, expiry and CVC, Pay and Cancel. */
export function sendCheckoutForm(
  reply: FastifyReply,
  status: number,
  target: PaymentInvoice,
  form: CheckoutForm,
  language: ServerLanguage,
): FastifyReply {
  return sendSandboxPage(reply, status, {
    language,
    title: checkoutText('page.title', language),
    formAction: 'self',
    frameAncestors: 'self',
    body: `<h1>${escapeHtml(checkoutText('order.heading', language))}</h1>
${paymentSummaryHtml(target, language)}
${cardCheckoutFormHtml(sandboxPages.stripeCheckout, form, language)}`,
    script: secretFromFragment,
  });
}

/** How a checkout ended, as its page's title and note say it. */
export interface CheckoutResult {
  readonly title: CheckoutPageTextKey;
  readonly note: CheckoutPageTextKey;
}

/** A page that ends the checkout with what happened. */
export function sendCheckoutResult(
  reply: FastifyReply,
  status: number,
  result: CheckoutResult,
  language: ServerLanguage,
): FastifyReply {
  const title = checkoutText(result.title, language);
  return sendSandboxPage(reply, status, {
    language,
    title,
    formAction: 'none',
    frameAncestors: 'self',
    body: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(checkoutText(result.note, language))}</p>`,
  });
}
