import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { bankPaymentQuery } from '@/domain/payment/bank-payment';
import { paymentNoticeMessageKeys } from '@/domain/payment/payment-message-keys';
import type { HostKind, PaymentMethod } from '@/domain/payment/payment-method';
import { paymentNotificationModuleCode } from '@/domain/payment/payment-success';
import { PaymentsDriver, methodNamed, nameOfMethod, pathNames } from '../support/payments-driver';
import { englishText } from '../support/texts';
import { instantAt } from '../support/transport-driver';
import type { StorefrontWorld } from '../support/world';

function payments(world: StorefrontWorld): PaymentsDriver {
  return world.driver('payments', () => new PaymentsDriver(world.clock));
}

function methodList(text: string): PaymentMethod[] {
  return text.split(',').map(methodNamed);
}

Given(
  "the customer's payment channels are cash {string} and card {string}",
  function (this: StorefrontWorld, cash: string, card: string) {
    payments(this).channels = [
      { kind: 'cash', queryId: cash },
      { kind: 'card', queryId: card },
    ];
  },
);

Given(
  /^a new invoice "([^"]*)" of (\d+(?:\.\d+)?) awaits payment$/,
  function (this: StorefrontWorld, order: string, amount: string) {
    payments(this).newInvoice(order, amount);
  },
);

Given(
  /^a new invoice "([^"]*)" of (\d+(?:\.\d+)?) to the merchant "([^"]*)" awaits payment$/,
  function (this: StorefrontWorld, order: string, amount: string, merchant: string) {
    payments(this).newInvoice(order, amount, merchant);
  },
);

Given(
  'the named bank returns customers to the wallet service at {string}',
  function (this: StorefrontWorld, url: string) {
    payments(this).walletBaseUrl = url;
  },
);

When(
  /^the customer pays the new invoice by (.+) (without the bank card form|after the bank card form's approval)$/,
  async function (this: StorefrontWorld, method: string, form: string) {
    await payments(this).pay(methodNamed(method), form.startsWith('after') ? 'S1' : null);
  },
);

Then('the payment takes the path {string}', function (this: StorefrontWorld, path: string) {
  assert.equal(pathNames[payments(this).path.kind], path);
});

Then(
  'the card provider is started for {int} cents with the transaction id {string}',
  function (this: StorefrontWorld, cents: number, transaction: string) {
    const [initiation] = payments(this).paymentGateway.initiations;
    assert.ok(initiation, 'The card provider was not started');
    assert.equal(initiation.amount, cents);
    assert.equal(initiation.transactionId, transaction);
  },
);

Then('the card provider is started with these payment details:', function (this: StorefrontWorld, table: DataTable) {
  const initiations = payments(this).paymentGateway.initiations;
  assert.equal(initiations.length, 1);
  const [initiation] = initiations;
  assert.ok(initiation);
  const expected = table.rowsHash();
  assert.deepEqual(
    {
      'short order id': initiation.shortOrderId,
      'amount in cents': String(initiation.amount),
      invoice: initiation.invoiceQueryId,
      merchant: initiation.merchantQueryId,
      'transaction id': initiation.transactionId,
      'payment method': nameOfMethod(initiation.paymentMethod),
    },
    expected,
  );
});

Then("the named bank's page opens with these fields:", function (this: StorefrontWorld, table: DataTable) {
  const opened = payments(this).paymentGateway.bankPayments;
  assert.equal(opened.length, 1);
  const [params] = opened;
  assert.ok(params);
  const fields = Object.fromEntries(
    bankPaymentQuery(params)
      .split('&')
      .map((pair) => pair.split('=').map(decodeURIComponent)),
  );
  assert.deepEqual(fields, table.rowsHash());
});

Then('the invoice is sent again on the channel {string}', function (this: StorefrontWorld, channel: string) {
  const sent = payments(this).invoicePayments.resubmissions;
  assert.equal(sent.length, 1);
  assert.equal(sent[0]?.channelQueryId, channel);
});

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
    payments(this).terminalHosts = { test, configured };
  },
);

When(
  'the card provider starts a payment for the merchant {string}',
  function (this: StorefrontWorld, merchant: string) {
    payments(this).startCardTerminal(merchant);
  },
);

Then('the card terminal opens at {string}', function (this: StorefrontWorld, terminal: string) {
  assert.equal(payments(this).terminal, terminal);
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
