import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { MerchantInventoryDriver } from '../support/merchant-inventory-driver';
import type { StorefrontWorld } from '../support/world';

function inventory(world: StorefrontWorld): MerchantInventoryDriver {
  return world.driver('merchant-inventory', () => new MerchantInventoryDriver(world.clock));
}

const yes = (word: string) => word === 'yes';

Given(
  'the store sells {string} at {float} with its stock not counted',
  function (this: StorefrontWorld, name: string, euros: number) {
    inventory(this).sells(name, Math.round(euros * 100));
  },
);

When(
  'the staff set the price of {string} to {string}',
  async function (this: StorefrontWorld, name: string, typed: string) {
    await inventory(this).setPrice(name, typed);
  },
);

Then('{string} costs {int} cents', function (this: StorefrontWorld, name: string, cents: number) {
  assert.equal(inventory(this).product(name).price, cents);
});

Then('the price is refused: {string}', function (this: StorefrontWorld, problem: string) {
  const outcome = inventory(this).lastOutcome;
  assert.ok(outcome && !outcome.ok && 'problems' in outcome, 'the change was not refused by the rule');
  assert.deepEqual(outcome.problems, { price: problem });
});

When(
  'the staff set the stock of {string} to {string}, counted: {word}, on sale: {word}',
  async function (this: StorefrontWorld, name: string, stock: string, counted: string, onSale: string) {
    await inventory(this).setStock(name, stock, yes(counted), yes(onSale));
  },
);

Then('customers {word} buy {string}', function (this: StorefrontWorld, can: string, name: string) {
  assert.equal(inventory(this).canBuy(name), can === 'can');
});

When(
  'the staff add a row named {string} in {string} at {string}',
  async function (this: StorefrontWorld, name: string, category: string, price: string) {
    await inventory(this).addRow(name, category, price);
  },
);

Then('the row is refused with {string} on {string}', function (this: StorefrontWorld, problem: string, field: string) {
  const outcome = inventory(this).lastOutcome;
  assert.ok(outcome && !outcome.ok && 'problems' in outcome, 'the row was not refused by the rule');
  assert.deepEqual(outcome.problems, { [field]: problem });
});

Then('no product was sent to the store', function (this: StorefrontWorld) {
  assert.deepEqual(inventory(this).inventory.added, []);
});

Then(
  'the store sells {string} at {int} cents in {string}',
  function (this: StorefrontWorld, name: string, cents: number, category: string) {
    const product = inventory(this).product(name);
    assert.deepEqual([product.price, product.categoryName], [cents, category]);
  },
);
