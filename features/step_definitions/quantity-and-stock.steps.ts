import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { canDecreaseQuantity, canIncreaseQuantity } from '@/domain/cart/quantity';
import { cartDriver } from '../support/cart-driver';
import type { StorefrontWorld } from '../support/world';

Given('the units left of {string} are {int}', function (this: StorefrontWorld, product: string, units: number) {
  cartDriver(this).setUnitsLeft(product, units);
});

Given('the units left of {string} are not counted', function (this: StorefrontWorld, product: string) {
  cartDriver(this).setUnitsLeft(product, 'not counted');
});

Given('the merchant has marked {string} as out of stock', function (this: StorefrontWorld, product: string) {
  cartDriver(this).changeProduct(product, { unlimitedOutOfStock: true });
});

Given('the merchant has not marked {string} as out of stock', function (this: StorefrontWorld, product: string) {
  cartDriver(this).changeProduct(product, { unlimitedOutOfStock: false });
});

When(
  'the customer sets the quantity of {string} to {int} on the product list',
  async function (this: StorefrontWorld, product: string, quantity: number) {
    await cartDriver(this).setQuantity(product, quantity, false);
  },
);

When(
  'the customer sets the quantity of {string} to {int} on the cart screen',
  async function (this: StorefrontWorld, product: string, quantity: number) {
    await cartDriver(this).setQuantity(product, quantity, true);
  },
);

When('the customer confirms the removal', async function (this: StorefrontWorld) {
  await cartDriver(this).confirmRemoval();
});

Then('the customer is asked to confirm removing {string}', function (this: StorefrontWorld, product: string) {
  const driver = cartDriver(this);
  assert.equal(driver.lineAwaitingConfirmation, driver.lineOf(product).lineId);
});

Then(
  'the {string} counter {word} go up and {word} go down',
  function (this: StorefrontWorld, product: string, up: string, down: string) {
    const line = cartDriver(this).lineOf(product);
    assert.deepEqual(
      {
        up: canIncreaseQuantity(line.quantity, line.availableQuantity) ? 'can' : 'cannot',
        down: canDecreaseQuantity(line.quantity) ? 'can' : 'cannot',
      },
      { up, down },
    );
  },
);

Then('the cart refuses {string} as out of stock', function (this: StorefrontWorld, product: string) {
  const driver = cartDriver(this);
  assert.equal(driver.lastProductName, product);
  assert.equal(driver.refusal, 'OUT_OF_STOCK');
});
