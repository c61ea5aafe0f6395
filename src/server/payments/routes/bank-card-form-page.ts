import { text } from '../../i18n/localized';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { bankCardFormQuerySchema, bankCardFormSubmitSchema } from '@/contract/payments/bank-card-form.contract';
import { sandboxPages } from '@/contract/payments/payment-paths';
import { parseBody } from '../../http/parse-body';
import { NotFoundError } from '../../http/not-found-error';
import { parseQuery } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import type { BankCardSessionRow } from '../store/bank-card-sessions';
import type { ServerLanguage } from '../../i18n/server-language';
import { checkoutText, type CheckoutPageTextKey } from '../checkout-page-texts';
import { pageLanguage } from '../page-language';
import type { PaymentsContext } from '../payments-context';
import { addBankCard } from '../add-bank-card';
import { serverOrigin } from '../same-origin';
import { escapeHtml, hiddenField, sendSandboxPage } from '../../http/sandbox-page';

/**
 * The script of the page that answers an accepted card: it posts only the session and the card token to the
 * storefront's exact origin. Written without the asterisk so the page never holds a wildcard target.
 */
function answerScript(sessionId: string, cardToken: string, appOrigin: string): string {
  return `(function () {
  var target = window.opener || window.parent;
  target.postMessage({ s: ${JSON.stringify(sessionId)}, cn: ${JSON.stringify(cardToken)} }, ${JSON.stringify(appOrigin)});
})();`;
}

function sendForm(
  reply: FastifyReply,
  status: number,
  sessionId: string,
  error: string,
  language: ServerLanguage,
): FastifyReply {
  const t = (key: CheckoutPageTextKey) => escapeHtml(checkoutText(key, language));
  return sendSandboxPage(reply, status, {
    language,
    title: checkoutText('bankCard.title', language),
    formAction: 'self',
    frameAncestors: 'self',
    body: `<h1>${t('bankCard.heading')}</h1>
<form method="post" action="${sandboxPages.bankCardForm}">${hiddenField('s', sessionId)}
<label for="card-number">${t('form.cardNumber')}</label><input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" maxlength="23">
<label for="card-expiry">${t('form.expiry')}</label><input id="card-expiry" name="card_expiry" autocomplete="cc-exp" maxlength="5" placeholder="${t('form.expiryPlaceholder')}">
<button type="submit">${t('bankCard.add')}</button>
</form><p id="card-error" role="alert">${escapeHtml(error)}</p>
<p class="note">${t('bankCard.note')}</p>`,
  });
}

interface FormResult {
  readonly title: string;
  readonly note: string;
  readonly script?: string;
}

function sendResult(reply: FastifyReply, status: number, result: FormResult, language: ServerLanguage): FastifyReply {
  return sendSandboxPage(reply, status, {
    language,
    title: result.title,
    formAction: 'none',
    frameAncestors: 'self',
    body: `<h1>${escapeHtml(result.title)}</h1><p>${escapeHtml(result.note)}</p>`,
    ...(result.script === undefined ? {} : { script: result.script }),
  });
}

function alreadyAdded(language: ServerLanguage): FormResult {
  return {
    title: checkoutText('bankCard.alreadyAdded', language),
    note: checkoutText('bankCard.alreadyAddedNote', language),
  };
}

/**
 * The sandbox bank card form, framed by the storefront: GET shows the form of a session add_card handed out,
 * POST takes the card. Like a real bank's page, the card number comes to this server, which checks it and
 * keeps only the last four digits and the expiry under a new card token; the answer page hands `{ s, cn }` to
 * the storefront. A form takes one card and stays open for its 15 minutes only.
 */
export function registerBankCardFormPage(app: FastifyInstance, context: PaymentsContext): void {
  const openForm = async (sessionId: string): Promise<BankCardSessionRow> => {
    const form = await context.bankCards.find(sessionId);
    if (form === null || form.expiresAt.getTime() <= context.clock()) {
      throw new NotFoundError(text('notFound.cardForm', { id: sessionId }));
    }
    return form;
  };

  app.get(
    sandboxPages.bankCardForm,
    withContract({
      summary: 'Sandbox bank card form page',
      tags: ['payments'],
      query: bankCardFormQuerySchema,
      responseType: 'text/html',
    }),
    async (request, reply) => {
      const { s } = parseQuery(bankCardFormQuerySchema, request.query);
      const language = pageLanguage(request);
      const form = await openForm(s);
      if (form.submittedAt !== null) return sendResult(reply, 409, alreadyAdded(language), language);
      return sendForm(reply, 200, s, '', language);
    },
  );

  app.post(
    sandboxPages.bankCardForm,
    withContract({
      summary: 'Sandbox bank card form: add the card',
      tags: ['payments'],
      body: bankCardFormSubmitSchema,
      bodyType: 'application/x-www-form-urlencoded',
      responseType: 'text/html',
    }),
    async (request, reply) => {
      const submitted = parseBody(bankCardFormSubmitSchema, request.body);
      const language = pageLanguage(request);
      const form = await openForm(submitted.s);
      const added = await addBankCard(context, form, { number: submitted.card_number, expiry: submitted.card_expiry });
      if (added.outcome === 'already_added') return sendResult(reply, 409, alreadyAdded(language), language);
      if (added.outcome === 'card_refused') {
        return sendForm(reply, 400, submitted.s, checkoutText(added.refusal, language), language);
      }
      const accepted: FormResult = {
        title: checkoutText('bankCard.accepted', language),
        note: checkoutText('bankCard.acceptedNote', language, { lastFour: added.lastFour }),
        script: answerScript(submitted.s, added.cardToken, serverOrigin(request)),
      };
      return sendResult(reply, 200, accepted, language);
    },
  );
}
