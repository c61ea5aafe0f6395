import type { FastifyInstance } from 'fastify';
import { bankCardFormQuerySchema } from '@/contract/payments/bank-card-form.contract';
import { sandboxPages } from '@/contract/payments/payment-paths';
import { parseQuery } from '../http/parse-request';
import { withContract } from '../http/route-contract';
import { serverOrigin } from './same-origin';
import { sendSandboxPage } from './sandbox-page';

/**
 * The page's script. The card number stays in the browser: the inputs have no name, so no submit could send
 * them, and the script posts only the session and a card token it draws itself, to the storefront's exact
 * origin. Written without the asterisk so the page never holds a wildcard target, even by accident.
 */
function formScript(sessionId: string, appOrigin: string): string {
  return `(function () {
  var form = document.getElementById('card-form');
  var error = document.getElementById('card-error');
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var number = document.getElementById('card-number').value.replace(/\\s+/g, '');
    var expiry = document.getElementById('card-expiry').value.trim();
    if (!/^\\d{12,19}$/.test(number) || !/^(0[1-9]|1[0-2])\\/\\d{2}$/.test(expiry)) {
      error.textContent = 'Please enter a valid card number and expiry (MM/YY).';
      return;
    }
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    var token = 'card_' + Array.from(bytes, function (b) { return b.toString(16).padStart(2, '0'); }).join('');
    var target = window.opener || window.parent;
    target.postMessage({ s: ${JSON.stringify(sessionId)}, cn: token }, ${JSON.stringify(appOrigin)});
    form.reset();
    error.textContent = '';
    document.getElementById('card-done').textContent = 'Card accepted.';
  });
})();`;
}

/** GET the sandbox bank card form: a card number and expiry, answered to the storefront as `{ s, cn }`. */
export function registerBankCardFormPage(app: FastifyInstance): void {
  app.get(
    sandboxPages.bankCardForm,
    withContract({
      summary: 'Sandbox bank card form page',
      tags: ['payments'],
      query: bankCardFormQuerySchema,
      responseType: 'text/html',
    }),
    (request, reply) => {
      const { s } = parseQuery(bankCardFormQuerySchema, request.query);
      return sendSandboxPage(reply, 200, {
        title: 'Sandbox bank card form',
        formAction: 'none',
        frameAncestors: 'self',
        body: `<h1>Add a card</h1>
<form id="card-form" novalidate>
<label for="card-number">Card number</label><input id="card-number" inputmode="numeric" autocomplete="cc-number" maxlength="23">
<label for="card-expiry">Expiry (MM/YY)</label><input id="card-expiry" autocomplete="cc-exp" maxlength="5" placeholder="MM/YY">
<button type="submit">Add card</button>
</form><p id="card-error" role="alert"></p><p id="card-done" role="status"></p>
<p class="note">A test form: the card number never leaves this page.</p>`,
        script: formScript(s, serverOrigin(request)),
      });
    },
  );
}
