import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { parseBody } from '../../http/parse-body';
import { parseQuery } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import { isServerLanguage, type ServerLanguage } from '../../i18n/server-language';
import { escapeHtml, sendSandboxPage } from '../../http/sandbox-page';
import { pageLanguage } from '../../payments/index';
import { confirmReceiptAddress } from '../confirm-receipt-address';
import { receiptAddressTexts } from '../receipt-address-texts';
import { receiptAddressPage, type ReceiptDeliveryContext } from '../ride-receipt-delivery';

const pageQuerySchema = z.object({ lang: z.optional(z.string().check(z.maxLength(10))) });
const confirmFormSchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(100)),
  lang: z.optional(z.string().check(z.maxLength(10))),
});

/** Fills the form's code from the link's fragment, which the browser never sends to a server. */
const codeFromFragment = `(function () {
  var match = /(?:^#|&)code=([A-Za-z0-9_-]+)/.exec(window.location.hash);
  if (match) document.getElementById('code').value = match[1];
})();`;

/** The mail's language when the link names one of ours, else the page's. */
function languageOf(named: string | undefined, fallback: ServerLanguage): ServerLanguage {
  return named !== undefined && isServerLanguage(named) ? named : fallback;
}

/**
 * The page a receipt address's confirmation link opens. Opening it proves nothing: a mail scanner that follows
 * links must not confirm an address. Pressing "Confirm" posts the code, which proves the address for the rider
 * who asked and sends the receipts waiting for it.
 */
export function registerReceiptAddressRoutes(app: FastifyInstance, context: ReceiptDeliveryContext): void {
  app.get(
    receiptAddressPage,
    withContract({
      summary: 'The page of a ride receipt address\u2019s confirmation link',
      tags: ['transport'],
      query: pageQuerySchema,
      responseType: 'text/html',
    }),
    async (request, reply) => {
      const query = parseQuery(pageQuerySchema, request.query);
      const language = languageOf(query.lang, pageLanguage(request));
      const texts = receiptAddressTexts[language];
      return sendSandboxPage(reply, 200, {
        language,
        title: texts.pageTitle,
        formAction: 'self',
        frameAncestors: 'none',
        body: `<main><h1>${escapeHtml(texts.pageTitle)}</h1><p>${escapeHtml(texts.pageLead)}</p>
<form method="post" action="${receiptAddressPage}"><input type="hidden" id="code" name="code" value="">
<input type="hidden" name="lang" value="${language}"><button type="submit">${escapeHtml(texts.confirm)}</button></form></main>`,
        script: codeFromFragment,
      });
    },
  );

  app.post(
    receiptAddressPage,
    withContract({
      summary: 'Confirms a ride receipt address and sends the receipts waiting for it',
      tags: ['transport'],
      body: confirmFormSchema,
      bodyType: 'application/x-www-form-urlencoded',
      responseType: 'text/html',
    }),
    async (request, reply) => {
      const form = parseBody(confirmFormSchema, request.body);
      const language = languageOf(form.lang, pageLanguage(request));
      const texts = receiptAddressTexts[language];
      const proven = await confirmReceiptAddress(context, form.code);
      const [title, note] = proven
        ? [texts.confirmedTitle, texts.confirmedNote]
        : [texts.failedTitle, texts.failedNote];
      return sendSandboxPage(reply, proven ? 200 : 404, {
        language,
        title,
        formAction: 'none',
        frameAncestors: 'none',
        body: `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(note)}</p></main>`,
      });
    },
  );
}
