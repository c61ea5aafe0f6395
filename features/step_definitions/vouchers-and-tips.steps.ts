import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { canAddVoucher, appliedVoucherDiscount } from '@/presentation/store/checkout/voucher-dialog-state';
import { voucherCodeMessageKeys } from '@/presentation/i18n/message-keys/voucher-message-keys';
import { filledEnglishText, receiptAmount } from '../support/pricing-driver';
import { englishText } from '../support/texts';
import { VouchersAndTipsDriver } from '../support/vouchers-and-tips-driver';
import type { StorefrontWorld } from '../support/world';

function checkout(world: StorefrontWorld): VouchersAndTipsDriver {
  return world.driver('vouchers-and-tips', () => new VouchersAndTipsDriver());
}

Given('the customer is at checkout', function (this: StorefrontWorld) {
  checkout(this);
});

Given(
  'the server takes {} off the order for the voucher {string}',
  function (this: StorefrontWorld, discount: string, code: string) {
    checkout(this).voucherGateway.accept(code, receiptAmount(discount));
  },
);

Given(
  'the server refuses the voucher {string} with {string}',
  function (this: StorefrontWorld, code: string, message: string) {
    checkout(this).voucherGateway.refuse(code, message);
  },
);

Given('the server is slow to answer about vouchers', function (this: StorefrontWorld) {
  checkout(this).voucherGateway.hold();
});

When('the customer opens the voucher dialog', function (this: StorefrontWorld) {
  checkout(this).openDialog();
});

When('the customer types {string} in the voucher field', function (this: StorefrontWorld, code: string) {
  checkout(this).typeCode(code);
});

When('the customer empties the voucher field', function (this: StorefrontWorld) {
  checkout(this).typeCode('');
});

When('the customer types a voucher code of {int} characters', function (this: StorefrontWorld, length: number) {
  checkout(this).typeCode('A1'.repeat(length).slice(0, length));
});

When('the customer adds the voucher {string}', async function (this: StorefrontWorld, code: string) {
  await checkout(this).addVoucher(code);
});

When("the server's answer about the voucher arrives", async function (this: StorefrontWorld) {
  await checkout(this).serverAnswers();
});

When('the customer continues from the voucher dialog', function (this: StorefrontWorld) {
  checkout(this).dispatch({ type: 'CONTINUED' });
});

When('the customer closes the voucher dialog', function (this: StorefrontWorld) {
  checkout(this).dispatch({ type: 'CLOSED' });
});

When('the customer removes the voucher with the close icon', function (this: StorefrontWorld) {
  checkout(this).dispatch({ type: 'VOUCHER_REMOVED' });
});

Then('the voucher field is empty', function (this: StorefrontWorld) {
  assert.equal(checkout(this).dialog.code, '');
});

Then('the voucher field holds {string}', function (this: StorefrontWorld, code: string) {
  assert.equal(checkout(this).dialog.code, code);
});

Then('the voucher field holds {int} characters', function (this: StorefrontWorld, length: number) {
  assert.equal(checkout(this).dialog.code.length, length);
});

Then('the Add Voucher button is disabled', function (this: StorefrontWorld) {
  assert.equal(englishText('voucher.addVoucher'), 'Add Voucher');
  assert.equal(canAddVoucher(checkout(this).dialog), false);
});

Then('the Add Voucher button is enabled', function (this: StorefrontWorld) {
  assert.equal(canAddVoucher(checkout(this).dialog), true);
});

Then('the voucher field says {string}', function (this: StorefrontWorld, message: string) {
  const { fieldError } = checkout(this).dialog;
  assert.ok(fieldError, 'The voucher field shows no message');
  assert.equal(englishText(voucherCodeMessageKeys[fieldError]), message);
});

Then(
  'the voucher dialog says {string} and offers {string}',
  function (this: StorefrontWorld, applied: string, action: string) {
    assert.equal(checkout(this).dialog.validation.status, 'APPLIED');
    assert.equal(englishText('voucher.applied'), applied);
    assert.equal(englishText('voucher.continue'), action);
  },
);

Then(
  'the server was asked to price the cart with the voucher {string}',
  function (this: StorefrontWorld, code: string) {
    assert.deepEqual(checkout(this).voucherGateway.quoteChecks, [code]);
  },
);

Then('the voucher dialog is closed', function (this: StorefrontWorld) {
  assert.equal(checkout(this).dialog.open, false);
});

Then('the voucher takes {} off the order', function (this: StorefrontWorld, discount: string) {
  assert.equal(appliedVoucherDiscount(checkout(this).dialog), receiptAmount(discount));
});

Then("the voucher dialog shows the server's message {string}", function (this: StorefrontWorld, message: string) {
  assert.deepEqual(checkout(this).dialog.validation, { status: 'ERROR', message });
});

Then('the voucher dialog shows no message', function (this: StorefrontWorld) {
  const { fieldError, validation } = checkout(this).dialog;
  assert.deepEqual({ fieldError, validation }, { fieldError: null, validation: { status: 'NONE' } });
});

When('the customer looks at the rider tip', function (this: StorefrontWorld) {
  checkout(this).lookAtTip();
});

When('the customer picks the {int} rider tip', function (this: StorefrontWorld, preset: number) {
  checkout(this).pickTip(preset);
});

When('the customer types {string} as the rider tip', function (this: StorefrontWorld, text: string) {
  checkout(this).typeTip(text);
});

Then(
  'the rider tip choices read {string}, {string} and {string}',
  function (this: StorefrontWorld, first: string, second: string, third: string) {
    const expected = [first, second, third];
    const driver = checkout(this);
    const { presets, currencySymbol } = driver.chooseTip.choices(driver.tip);
    const shown = presets.map((preset) =>
      filledEnglishText('tip.preset', { currency: currencySymbol, amount: String(preset) }),
    );
    assert.deepEqual(shown, expected);
  },
);

Then('the rider tip is {int}', function (this: StorefrontWorld, tip: number) {
  assert.equal(checkout(this).tip.tip, tip);
});

Then('the tip adds {} to the amount to pay', function (this: StorefrontWorld, charged: string) {
  assert.equal(checkout(this).tipCharge(), receiptAmount(charged));
});

Then('no rider tip is offered', function (this: StorefrontWorld) {
  const driver = checkout(this);
  assert.equal(driver.tip.offered, false);
  assert.deepEqual(driver.chooseTip.choices(driver.tip).presets, []);
});
