import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { storefrontCurrency, type CurrencySource } from '@/domain/pricing/currency';
import {
  freeDeliveryMessageKey,
  minimumOrderMessageKeys,
  summaryLineLabelKeys,
} from '@/presentation/i18n/message-keys/pricing-message-keys';
import { formatReceiptAmount } from '@/domain/pricing/receipt-format';
import { allocateDiscount } from '@/domain/pricing/discount-allocation';
import { aPricedLine, filledEnglishText, PricingDriver, receiptAmount } from '../support/pricing-driver';
import { VouchersAndTipsDriver } from '../support/vouchers-and-tips-driver';
import { englishText } from '../support/texts';
import type { StorefrontWorld } from '../support/world';

function pricing(world: StorefrontWorld): PricingDriver {
  return world.driver('pricing', () => new PricingDriver());
}

function checkout(world: StorefrontWorld): VouchersAndTipsDriver {
  return world.driver('vouchers-and-tips', () => new VouchersAndTipsDriver());
}

/** "14" or "25,5" as analysts write a VAT rate. */
function percent(text: string): number {
  return Number(text.replace(',', '.'));
}

/** Feature files are typed with plain spaces; receipts group digits with no-break spaces. */
function withPlainSpaces(text: string): string {
  return text.replace(/\u00a0/g, ' ');
}

function currencySetting(setting: string): CurrencySource {
  const match =
    /^(?:the configured symbol "(.*)"|no symbol|a blank symbol)(?: on (the Pakistan|an international) host)?$/.exec(
      setting,
    );
  if (!match) throw new Error(`Unknown currency setting: ${setting}`);
  const symbol = match[1] ?? (setting.startsWith('a blank') ? ' ' : null);
  return storefrontCurrency(symbol, match[2] === 'the Pakistan' ? 'PAKISTAN' : 'INTERNATIONAL');
}

Given('the cart being priced holds:', function (this: StorefrontWorld, table: DataTable) {
  for (const row of table.hashes()) {
    pricing(this).lines.push(
      aPricedLine({
        productQueryId: row['product'] ?? '',
        name: row['product'] ?? '',
        quantity: Number(row['quantity']),
        price: receiptAmount(row['price'] ?? ''),
        priceAfterDiscount: receiptAmount(row['price after discount'] ?? ''),
        hasPromotion: row['on promotion'] === 'yes',
        taxPercent: percent(row['VAT %'] ?? '0'),
      }),
    );
  }
});

Given(
  'the cart being priced holds {int} of {string} at {}',
  function (this: StorefrontWorld, quantity: number, name: string, rest: string) {
    const [, price = rest, rate = '0'] = /^(.+) with (.+) % VAT$/.exec(rest) ?? [];
    pricing(this).lines.push(
      aPricedLine({ productQueryId: name, name, quantity, price: receiptAmount(price), taxPercent: percent(rate) }),
    );
  },
);

Given('the store asks for a minimum order of {}', function (this: StorefrontWorld, amount: string) {
  pricing(this).minimumOrder = receiptAmount(amount);
});

Given("the storefront's currency is set by {}", function (this: StorefrontWorld, setting: string) {
  pricing(this).currency = currencySetting(setting);
});

Given('the storefront runs on the Pakistan host', function (this: StorefrontWorld) {
  const pakistan: CurrencySource = { kind: 'HOST', host: 'PAKISTAN' };
  pricing(this).currency = pakistan;
  checkout(this).currency = pakistan;
});

Given('the customer buys for a business', function (this: StorefrontWorld) {
  pricing(this).isBusinessUser = true;
  checkout(this).isBusinessUser = true;
});

When('the customer looks at the price of the cart', function (this: StorefrontWorld) {
  pricing(this).priceCart();
});

Then('the cart total comes to {}', function (this: StorefrontWorld, total: string) {
  assert.equal(pricing(this).pricedCart.total, receiptAmount(total));
});

Then('the minimum order keeps checkout disabled', function (this: StorefrontWorld) {
  assert.equal(pricing(this).pricedCart.checkout.ok, false);
});

Then('the minimum order lets the customer check out', function (this: StorefrontWorld) {
  assert.deepEqual(pricing(this).pricedCart.checkout, { ok: true });
});

Then('the checkout button adds {string}', function (this: StorefrontWorld, expected: string) {
  const { checkout: check, currencySymbol: symbol } = pricing(this).pricedCart;
  assert.ok(!check.ok, 'Checkout is open, so no minimum is shown');
  const shown = filledEnglishText(minimumOrderMessageKeys[check.reason], {
    amount: formatReceiptAmount(check.minimumOrder),
    currency: symbol,
  });
  assert.equal(withPlainSpaces(shown), expected);
});

Then(
  'the VAT at {} % is {} on a net amount of {}',
  function (this: StorefrontWorld, rate: string, vat: string, net: string) {
    const line = pricing(this).pricedCart.taxLines.find((candidate) => candidate.taxPercent === percent(rate));
    assert.ok(line, `No VAT line at ${rate} %`);
    assert.deepEqual({ net: line.net, vat: line.vat }, { net: receiptAmount(net), vat: receiptAmount(vat) });
  },
);

Then("the cart's VAT is:", function (this: StorefrontWorld, table: DataTable) {
  assert.deepEqual(
    pricing(this).pricedCart.taxLines,
    table.hashes().map((row) => ({
      taxPercent: percent(row['VAT %'] ?? ''),
      gross: receiptAmount(row['goods'] ?? ''),
      net: receiptAmount(row['net'] ?? ''),
      vat: receiptAmount(row['VAT'] ?? ''),
    })),
  );
});

Given('the invoice is priced at:', function (this: StorefrontWorld, table: DataTable) {
  const amounts = new Map(table.raw().map(([label = '', amount = '']) => [label, receiptAmount(amount)]));
  const amount = (label: string): number => {
    const value = amounts.get(label);
    if (value === undefined) throw new Error(`The invoice table has no "${label}" row`);
    return value;
  };
  pricing(this).invoice = {
    ...pricing(this).invoice,
    subTotal: amount('Sub Total'),
    itemsDiscount: amount('Discount'),
    serviceFee: amount('Service Fee'),
    deliveryFee: amount('Delivery Fee'),
  };
});

Given("the invoice's goods are taxed:", function (this: StorefrontWorld, table: DataTable) {
  pricing(this).taxedGoods = table
    .hashes()
    .map((row) => ({ taxPercent: percent(row['VAT %'] ?? ''), gross: receiptAmount(row['goods'] ?? '') }));
});

Then("the invoice's VAT is:", function (this: StorefrontWorld, table: DataTable) {
  assert.deepEqual(
    pricing(this).invoiceTaxLines,
    table.hashes().map((row) => ({
      taxPercent: percent(row['VAT %'] ?? ''),
      gross: receiptAmount(row['goods after voucher'] ?? ''),
      net: receiptAmount(row['net'] ?? ''),
      vat: receiptAmount(row['VAT'] ?? ''),
    })),
  );
});

Then("the voucher's shares of the goods are:", function (this: StorefrontWorld, table: DataTable) {
  const { taxedGoods, voucherDiscount } = pricing(this);
  const shares = allocateDiscount(
    taxedGoods.map((goods) => goods.gross),
    voucherDiscount,
  );
  assert.deepEqual(
    shares,
    table.hashes().map((row) => receiptAmount(row['share'] ?? '')),
  );
});

Given('a voucher takes {} off the invoice', function (this: StorefrontWorld, amount: string) {
  pricing(this).voucherDiscount = receiptAmount(amount);
});

Given('the rider tip on the invoice is {int}', function (this: StorefrontWorld, tip: number) {
  pricing(this).tip = tip;
});

When('the customer reviews the order summary', function (this: StorefrontWorld) {
  pricing(this).reviewSummary();
});

Then('the order summary reads:', function (this: StorefrontWorld, table: DataTable) {
  const shown = pricing(this).reviewedSummary.lines.map((line) => ({
    line: englishText(summaryLineLabelKeys[line.kind]),
    amount: line.free ? englishText(freeDeliveryMessageKey) : withPlainSpaces(formatReceiptAmount(line.amount)),
  }));
  assert.deepEqual(shown, table.hashes());
});

Then('the customer is to pay {}', function (this: StorefrontWorld, payable: string) {
  assert.equal(pricing(this).reviewedSummary.payable, receiptAmount(payable));
});
