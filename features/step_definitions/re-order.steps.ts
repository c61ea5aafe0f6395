import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { cartDriver } from '../support/cart-driver';
import { englishText } from '../support/texts';
import type { StorefrontWorld } from '../support/world';

Given(
  "the customer's past order {string} from {string} held:",
  function (this: StorefrontWorld, orderId: string, store: string, table: DataTable) {
    const driver = cartDriver(this);
    const lines = table.hashes().map((row) => ({ productName: row.product ?? '', quantity: Number(row.quantity) }));
    for (const { productName } of lines) assert.equal(driver.product(productName).store.name, store);
    driver.recordPastOrder(orderId, lines);
  },
);

When('the customer orders {string} again', async function (this: StorefrontWorld, orderId: string) {
  await cartDriver(this).reorder(orderId);
});

Then('the re-order is refused with {string}', function (this: StorefrontWorld, text: string) {
  const driver = cartDriver(this);
  assert.ok(driver.messageKey, 'The customer was told nothing');
  assert.equal(englishText(driver.messageKey), text);
});
