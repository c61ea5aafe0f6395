import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { PaymentFlow } from '@/domain/payments/payment-flow';
import { transactionId } from '@/domain/payments/payment-initiation';
import { paymentNoticeMessageKeys } from '@/presentation/i18n/message-keys/payment-message-keys';
import type { HostKind, PaymentMethod } from '@/domain/payments/payment-method';
import { mustBePaidBeforePlacing } from '@/domain/payments/payment-path';
import { paymentNotificationModuleCode } from '@/domain/payments/payment-success';
import { CheckoutPaymentsDriver, approvedBankCard, type HeldInvoice } from '../support/checkout-payments-driver';
import { PaymentsDriver, methodNamed } from '../support/payments-driver';
import { englishText } from '../support/texts';
import { instantAt } from '../support/transport-driver';
import type { StorefrontWorld } from '../support/world';

function payments(world: StorefrontWorld): PaymentsDriver {
  return world.driver('payments', () => new PaymentsDriver(world.clock));
}

function methodList(text: string): PaymentMethod[] {
  return text.split(',').map(methodNamed);
}

function checkout(world: StorefrontWorld): CheckoutPaymentsDriver {
  return world.driver('checkout-payments', () => new CheckoutPaymentsDriver(payments(world)));
}

/** The flows of the checkout's pay buttons, as analysts name them. */
const flowNames: Record<PaymentFlow['kind'], string> = {
  FRAMED_PROVIDER: "opens the card provider's page in the checkout",
  BANK_CARD_FORM: 'opens the bank card form',
  NAMED_BANK: 'opens the named bank in a new tab',
  PLACE_DIRECTLY: 'places the order at once',
};

function held(world: StorefrontWorld): HeldInvoice {
  const invoice = checkout(world).heldInvoice;
  assert.ok(invoice, 'No invoice is held in this scenario');
  return invoice;
}

Given(
  "the customer's cart holds {int} {string} of the merchant {string}",
  function (this: StorefrontWorld, quantity: number, product: string, merchant: string) {
    checkout(this).fillCart(quantity, product, merchant);
  },
);

Given('the storefront runs at {string}', function (this: StorefrontWorld, origin: string) {
  checkout(this).appOrigin = origin;
});

When(/^the customer pays the cart by (.+)$/, async function (this: StorefrontWorld, method: string) {
  await checkout(this).pay(methodNamed(method));
});

Given(
  'the customer applied the voucher {string}, which covers the whole cart',
  function (this: StorefrontWorld, code: string) {
    checkout(this).applyVoucherCoveringTheCart(code);
  },
);

Then('no card provider or bank is asked to take a payment', function (this: StorefrontWorld) {
  const { networkCardCalls, checkoutCalls, bankLoginCalls } = checkout(this).cardPayments;
  assert.deepEqual([networkCardCalls, checkoutCalls, bankLoginCalls], [[], [], []]);
  assert.equal(checkout(this).invoiceGateway.placed.size, 1);
});

Then(/^the checkout (opens .+|places .+)$/, function (this: StorefrontWorld, flow: string) {
  const taken = checkout(this).flow;
  assert.ok(taken, 'The customer has not paid');
  assert.equal(flowNames[taken.kind], flow);
});

Given('an invoice of {int} cents to be paid by {}', function (this: StorefrontWorld, cents: number, method: string) {
  checkout(this).heldInvoice = { shortOrderId: 'A1B2C', cents, method: methodNamed(method) };
});

Given(
  'an invoice {string} of {int} cents to be paid by {}',
  function (this: StorefrontWorld, shortOrderId: string, cents: number, method: string) {
    checkout(this).heldInvoice = { shortOrderId, cents, method: methodNamed(method) };
  },
);

Then(
  /^the server places it as an order (only once it is paid|without waiting for it)$/,
  function (this: StorefrontWorld, when: string) {
    const { method, cents } = held(this);
    assert.equal(mustBePaidBeforePlacing(method, cents), when === 'only once it is paid');
  },
);

Then("the card provider's transaction id for it is {string}", function (this: StorefrontWorld, expected: string) {
  const { shortOrderId, cents } = held(this);
  assert.equal(transactionId(shortOrderId, cents), expected);
});

Then(
  'the server prices the cart of {string} into an invoice to be paid by {}',
  function (this: StorefrontWorld, merchant: string, method: string) {
    const drafts = checkout(this).invoiceGateway.drafts;
    assert.equal(drafts.length, 1);
    assert.equal(drafts[0]?.storeQueryId, merchant);
    assert.equal(drafts[0]?.paymentMethod, methodNamed(method));
  },
);

Then('the card provider registers that invoice for {}', function (this: StorefrontWorld, method: string) {
  assert.deepEqual(checkout(this).cardPayments.networkCardCalls, [
    { invoiceQueryId: 'inv-1', method: methodNamed(method) },
  ]);
});

Then("the checkout frames the card provider's page for that invoice", function (this: StorefrontWorld) {
  assert.equal(checkout(this).openedPage, 'https://pay.example/terminal?invoiceQueryId=inv-1');
});

Then(
  "the named bank's page is asked for that invoice, with the way back {string}",
  function (this: StorefrontWorld, redirectUrl: string) {
    assert.deepEqual(checkout(this).cardPayments.bankLoginCalls, [{ invoiceQueryId: 'inv-1', redirectUrl }]);
  },
);

Then(
  /^the invoice is created (with the bank card form's session and card|without a card) and placed as the order$/,
  function (this: StorefrontWorld, carrying: string) {
    const { drafts, placed } = checkout(this).invoiceGateway;
    assert.equal(drafts.length, 1);
    assert.deepEqual(drafts[0]?.bankCard, carrying === 'without a card' ? undefined : approvedBankCard);
    assert.deepEqual([...placed], ['inv-1']);
  },
);

Given(
  'the customer, shopping in trade type {int}, is paying the invoice {string} of the merchant {string}',
  function (this: StorefrontWorld, tradeTypeId: number, _invoice: string, merchant: string) {
    const driver = payments(this);
    driver.tradeTypeId = tradeTypeId;
    driver.merchantQueryId = merchant;
  },
);

When(
  'the payment of {string} is reported {int} time(s)',
  async function (this: StorefrontWorld, invoice: string, times: number) {
    for (let report = 0; report < times; report += 1) await payments(this).reportPayment(invoice);
  },
);

When(
  'the card provider reports the status {string} for {string}',
  async function (this: StorefrontWorld, status: string, invoice: string) {
    await payments(this).reportCardStatus(status, invoice);
  },
);

Then('the payment screen tells the customer {string}', function (this: StorefrontWorld, message: string) {
  const notices = payments(this).successOutcomes.flatMap((outcome) => ('notice' in outcome ? [outcome.notice] : []));
  assert.ok(notices.length > 0, 'The customer was told nothing');
  for (const notice of notices) assert.equal(englishText(paymentNoticeMessageKeys[notice]), message);
});

Then('the payment empties the cart {int} time(s)', function (this: StorefrontWorld, times: number) {
  assert.equal(payments(this).cart.clears, times);
});

Then(
  'the payment tells the merchant {string} once about {string} with module code {int}',
  function (this: StorefrontWorld, merchant: string, invoice: string, moduleCode: number) {
    assert.equal(moduleCode, paymentNotificationModuleCode);
    assert.deepEqual(payments(this).merchantNotifier.notifications, [
      { moduleCode, merchantQueryId: merchant, queryId: invoice },
    ]);
  },
);

Then("the payment registers the customer's device {int} time(s)", function (this: StorefrontWorld, times: number) {
  assert.equal(payments(this).deviceRegistration.registrations, times);
});

Then(
  'the payment takes the customer to the page {string} {int} time(s)',
  function (this: StorefrontWorld, page: string, times: number) {
    const visited = payments(this).navigation.visited;
    assert.deepEqual(
      visited,
      Array.from({ length: times }, () => page),
    );
  },
);

Then('the payment takes the customer to no page', function (this: StorefrontWorld) {
  assert.deepEqual(payments(this).navigation.visited, []);
});

Given('the host enables the payment methods {}', function (this: StorefrontWorld, enabled: string) {
  payments(this).enabledMethods = methodList(enabled);
});

When(
  /^the customer sees the payment methods on the (Pakistan|international) host$/,
  function (this: StorefrontWorld, host: string) {
    const kind: HostKind = host === 'Pakistan' ? 'PAKISTAN' : 'INTERNATIONAL';
    payments(this).offerMethods(kind);
  },
);

Then('the payment methods offered are {}', function (this: StorefrontWorld, offered: string) {
  assert.deepEqual(payments(this).offeredMethods, methodList(offered));
});

Given('the bank card form is open at {string}', function (this: StorefrontWorld, url: string) {
  payments(this).bankCardFormUrl = url;
});

When(
  "the bank card form's frame receives a message from {string} carrying {}",
  function (this: StorefrontWorld, origin: string, fields: string) {
    const session = /session "([^"]*)"/.exec(fields)?.[1];
    const card = /card "([^"]*)"/.exec(fields)?.[1];
    payments(this).receiveBankCardMessage(origin, {
      ...(session === undefined ? {} : { s: session }),
      ...(card === undefined ? {} : { cn: card }),
    });
  },
);

Then(/^the bank card form message is (accepted|ignored)$/, function (this: StorefrontWorld, verdict: string) {
  assert.equal(payments(this).bankCardMessageAccepted, verdict === 'accepted');
});

Given(
  "the card provider's test terminal is {string} and the host's is {string}",
  function (this: StorefrontWorld, test: string, configured: string) {
    payments(this).terminalHosts = { test, configured: configured === 'none' ? null : configured };
  },
);

When(
  'the card provider starts the transaction {string} for the merchant {string}',
  function (this: StorefrontWorld, transactionId: string, merchant: string) {
    payments(this).startCardTerminal(merchant, transactionId);
  },
);

Then('the card terminal opens at {string}', function (this: StorefrontWorld, terminal: string) {
  assert.equal(payments(this).terminal, terminal === 'no terminal' ? null : terminal);
});

Given('receipts are dated in the time zone {string}', function (this: StorefrontWorld, zone: string) {
  payments(this).receiptTimeZone = zone;
});

When(
  /^the customer downloads the receipt of "([^"]*)" at (\d{4}-\d\d-\d\d \d\d:\d\d) UTC$/,
  async function (this: StorefrontWorld, invoice: string, instant: string) {
    this.clock.set(instantAt(instant, 'UTC'));
    await payments(this).downloadReceipt(invoice);
  },
);

Then('the receipt of {string} is saved as {string}', function (this: StorefrontWorld, invoice: string, file: string) {
  assert.equal(payments(this).receiptFile, file);
  assert.deepEqual(payments(this).invoicePayments.savedReceipts, [{ invoiceQueryId: invoice, fileName: file }]);
});

When(
  'the customer changes the tip {int} times at the cart summary',
  async function (this: StorefrontWorld, times: number) {
    await checkout(this).changeTip(times);
  },
);

When("the customer pays cash, loses the server's answer and pays cash again", async function (this: StorefrontWorld) {
  await checkout(this).payCashAgainAfterALostAnswer();
});

Then('the server priced the cart {int} times and holds no invoice', function (this: StorefrontWorld, times: number) {
  const { quotes, drafts } = checkout(this).invoiceGateway;
  assert.equal(quotes.length, times);
  assert.equal(drafts.length, 0);
});

Then(
  'the server holds {int} invoice, to be paid by {}, placed as the order',
  function (this: StorefrontWorld, count: number, method: string) {
    const { drafts, placed } = checkout(this).invoiceGateway;
    assert.equal(drafts.length, count);
    assert.deepEqual(
      drafts.map((draft) => draft.paymentMethod),
      [methodNamed(method)],
    );
    assert.deepEqual([...placed], ['inv-1']);
  },
);
