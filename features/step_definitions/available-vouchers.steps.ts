import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { AvailableVouchersDriver } from '../support/available-vouchers-driver';
import { VouchersAndTipsDriver } from '../support/vouchers-and-tips-driver';
import type { StorefrontWorld } from '../support/world';

function wallet(world: StorefrontWorld): AvailableVouchersDriver {
  return world.driver('available-vouchers', () => new AvailableVouchersDriver(world.clock));
}

Given('it is {string}', function (this: StorefrontWorld, instant: string) {
  this.clock.set(instant);
});

Given('the customer {string} is signed in', async function (this: StorefrontWorld, userQueryId: string) {
  await wallet(this).signIn(userQueryId);
});

Given(
  'the customer {string} holds these vouchers at {string}:',
  function (this: StorefrontWorld, userQueryId: string, storeQueryId: string, table: DataTable) {
    const vouchers = table.hashes().map((row) => ({
      code: String(row['code']),
      name: String(row['name']),
      expiresAt: Date.parse(String(row['expires'])),
    }));
    wallet(this).wallet.give(userQueryId, storeQueryId, ...vouchers);
  },
);

When(
  'the customer opens the checkout of a cart from {string}',
  async function (this: StorefrontWorld, storeQueryId: string) {
    await wallet(this).openCheckoutAt(storeQueryId);
  },
);

When('the customer taps the offered voucher {string}', async function (this: StorefrontWorld, code: string) {
  assert.ok(
    wallet(this).offered.some((voucher) => voucher.code === code),
    `${code} is not among the vouchers offered`,
  );
  // The same path as typing the code in the voucher dialog and pressing Add Voucher.
  await this.driver('vouchers-and-tips', () => new VouchersAndTipsDriver()).addVoucher(code);
});

Then('the vouchers offered are, in order:', function (this: StorefrontWorld, table: DataTable) {
  const expected = table.hashes().map((row) => String(row['code']));
  assert.deepEqual(
    wallet(this).offered.map((voucher) => voucher.code),
    expected,
  );
});

Then('no voucher is offered', function (this: StorefrontWorld) {
  assert.deepEqual(wallet(this).offered, []);
});

Then(
  'the wallet was asked about {string} at {string}',
  function (this: StorefrontWorld, userQueryId: string, storeQueryId: string) {
    assert.deepEqual(wallet(this).wallet.calls, [{ userQueryId, storeQueryId }]);
  },
);

Then('the wallet was not asked', function (this: StorefrontWorld) {
  assert.deepEqual(wallet(this).wallet.calls, []);
});
