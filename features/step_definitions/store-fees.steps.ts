import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { formatReceiptAmount } from '@/domain/pricing/receipt-format';
import { orderSummary } from '@/domain/pricing/order-summary';
import { freeDeliveryMessageKey } from '@/presentation/i18n/message-keys/pricing-message-keys';
import { aProduct } from '../../tests/unit/server/orders/support/pricing-fixtures';
import { receiptAmount } from '../support/pricing-driver';
import { StoreFeesDriver } from '../support/store-fees-driver';
import { englishText } from '../support/texts';
import type { StorefrontWorld } from '../support/world';

function fees(world: StorefrontWorld): StoreFeesDriver {
  return world.driver('store-fees', () => new StoreFeesDriver());
}

/** "13,5" as analysts write a VAT rate. */
const percent = (text: string) => Number(text.replace(',', '.'));

Given("the host's delivery fee is {}", function (this: StorefrontWorld, amount: string) {
  fees(this).hostDeliveryFee = receiptAmount(amount);
});

Given("the store charges the host's delivery fee", function (this: StorefrontWorld) {
  fees(this).storeFee(null);
});

Given('the store charges its own delivery fee of {}', function (this: StorefrontWorld, amount: string) {
  fees(this).storeFee(receiptAmount(amount));
});

Given('the store delivers free', function (this: StorefrontWorld) {
  fees(this).storeFee(0);
});

Given(
  /^the customer orders (.+) of food (to their address|to pick up)$/,
  function (this: StorefrontWorld, amount: string, where: string) {
    const cost = receiptAmount(amount);
    fees(this).product = aProduct('food', { cost, cost_after_discount: cost });
    fees(this).delivered = where === 'to their address';
  },
);

Given(
  /^a product of (.+) whose own VAT rate of (.+) % (applies|does not apply) and whose default rate is (.+) %$/,
  function (this: StorefrontWorld, amount: string, own: string, applies: string, fallback: string) {
    const cost = receiptAmount(amount);
    fees(this).product = aProduct('bread', {
      cost,
      cost_after_discount: cost,
      tax_percent: percent(own),
      tax_percent_applicable: applies === 'applies',
      default_tax_percent: percent(fallback),
    });
  },
);

When(/^the server prices (?:the order|an order of one)$/, function (this: StorefrontWorld) {
  fees(this).price();
});

Then("the order's delivery fee reads {string}", function (this: StorefrontWorld, shown: string) {
  const invoice = fees(this).priced();
  const summary = orderSummary(invoice, { showTip: true });
  const line = summary.lines.find((candidate) => candidate.kind === 'DELIVERY_FEE');
  assert.ok(line, 'The summary has a delivery fee line');
  assert.equal(line.free ? englishText(freeDeliveryMessageKey) : formatReceiptAmount(line.amount), shown);
});

Then('the priced order comes to {}', function (this: StorefrontWorld, amount: string) {
  assert.equal(fees(this).priced().payable, receiptAmount(amount));
});

Then('the line is taxed at {} % and holds VAT of {}', function (this: StorefrontWorld, rate: string, vat: string) {
  const invoice = fees(this).priced();
  assert.equal(invoice.lines[0]?.taxPercent, percent(rate));
  assert.deepEqual(
    invoice.taxLines.map((line) => [line.taxPercent, line.vat]),
    [[percent(rate), receiptAmount(vat)]],
  );
});
