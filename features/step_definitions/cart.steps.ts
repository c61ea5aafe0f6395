import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { cartNoticeKeys } from '@/presentation/i18n/message-keys/cart-message-keys';
import { cartDriver, type ShelfChoices } from '../support/cart-driver';
import { englishText } from '../support/texts';
import type { StorefrontWorld } from '../support/world';

/** "Name, Number" as analysts list names in one cell. */
function names(list: string): string[] {
  return list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** A shelf row's sizes, colours and "Sauce: Garlic, Chili" extras. */
function shelfChoices(row: Record<string, string>): ShelfChoices {
  const [variantName, variantOptions] = (row.extras ?? '').split(':');
  return {
    sizes: names(row.sizes ?? ''),
    colours: names(row.colours ?? ''),
    ...(variantName && variantOptions ? { variant: { name: variantName.trim(), options: names(variantOptions) } } : {}),
  };
}

function lines(table: DataTable): Array<{ productName: string; quantity: number }> {
  return table.hashes().map((row) => ({ productName: row.product ?? '', quantity: Number(row.quantity) }));
}

Given('these products are on the shelves:', function (this: StorefrontWorld, table: DataTable) {
  for (const row of table.hashes()) cartDriver(this).stock(row.product ?? '', row.store ?? '', shelfChoices(row));
});

Given('the shop status of {string} is {word}', function (this: StorefrontWorld, store: string, status: string) {
  assert.ok(status === 'open' || status === 'closed', `A shop status is open or closed, not ${status}`);
  cartDriver(this).changeStore(store, { isOpen: status === 'open' });
});

Given("the customer's cart is empty", async function (this: StorefrontWorld) {
  await cartDriver(this).startEmpty();
});

Given(
  'the customer has already put {int} {string} in the cart',
  async function (this: StorefrontWorld, quantity: number, product: string) {
    await cartDriver(this).putAll([{ productName: product, quantity }]);
  },
);

Given('the customer has already put these in the cart:', async function (this: StorefrontWorld, table: DataTable) {
  await cartDriver(this).putAll(lines(table));
});

Given(
  'the customer has already put {int} {string} in size {string}, colour {string} with {string} in the cart',
  async function (
    this: StorefrontWorld,
    quantity: number,
    product: string,
    size: string,
    colour: string,
    extras: string,
  ) {
    const driver = cartDriver(this);
    await driver.put(product, quantity, { size, colour, options: names(extras) });
    assert.equal(driver.refusal, null);
  },
);

Given("the browser's storage for the cart fails", function (this: StorefrontWorld) {
  cartDriver(this).cartRepository.breakStorage();
});

When(
  'the customer puts {int} {string} in the cart',
  async function (this: StorefrontWorld, quantity: number, product: string) {
    await cartDriver(this).put(product, quantity);
  },
);

When(
  'the customer puts {int} {string} in size {string}, colour {string} with {string} in the cart',
  async function (
    this: StorefrontWorld,
    quantity: number,
    product: string,
    size: string,
    colour: string,
    extras: string,
  ) {
    await cartDriver(this).put(product, quantity, { size, colour, options: names(extras) });
  },
);

When('the customer chooses {string}', async function (this: StorefrontWorld, label: string) {
  await cartDriver(this).choose(label);
});

When('the customer deletes the {string} line', async function (this: StorefrontWorld, product: string) {
  await cartDriver(this).deleteLine(product);
});

When('the session ends and empties the cart', async function (this: StorefrontWorld) {
  await cartDriver(this).endSession();
});

When('the customer comes back to the cart later', async function (this: StorefrontWorld) {
  await cartDriver(this).revisit();
});

When(
  'the invoice is refused because these products are no longer sold: {string}',
  async function (this: StorefrontWorld, products: string) {
    await cartDriver(this).invoiceRefusedFor(names(products));
  },
);

When('the customer closes the notice', async function (this: StorefrontWorld) {
  await cartDriver(this).closeNotice();
});

Then('the cart now belongs to {string}', function (this: StorefrontWorld, store: string) {
  assert.equal(cartDriver(this).cart.store?.name, store);
});

Then('the cart now holds {int} {string}', function (this: StorefrontWorld, quantity: number, product: string) {
  assert.equal(cartDriver(this).lineOf(product).quantity, quantity);
});

Then('the cart now holds only {string}', function (this: StorefrontWorld, products: string) {
  assert.deepEqual(
    cartDriver(this).cart.lines.map((line) => line.name),
    names(products),
  );
});

Then('the cart now has {int} line(s)', function (this: StorefrontWorld, count: number) {
  assert.equal(cartDriver(this).cart.lines.length, count);
});

Then('the cart now has these lines:', function (this: StorefrontWorld, table: DataTable) {
  assert.deepEqual(
    cartDriver(this).cart.lines.map((line) => ({ productName: line.name, quantity: line.quantity })),
    lines(table),
  );
});

Then('the cart is now empty', function (this: StorefrontWorld) {
  assert.deepEqual(cartDriver(this).cart, { store: null, lines: [] });
});

Then('the cart warns {string}', function (this: StorefrontWorld, text: string) {
  const { messageKey } = cartDriver(this);
  assert.ok(messageKey, 'The customer was told nothing');
  assert.equal(englishText(messageKey), text);
});

Then('the cart warns nothing', function (this: StorefrontWorld) {
  const { messageKey } = cartDriver(this);
  assert.equal(messageKey, null, `The customer was told ${messageKey ? englishText(messageKey) : ''}`);
});

Then(
  'the customer can choose between {string} and {string}',
  function (this: StorefrontWorld, first: string, second: string) {
    assert.deepEqual(cartDriver(this).choiceLabels(), [first, second]);
  },
);

Then(
  'the customer can choose between {string}, {string} and {string}',
  function (this: StorefrontWorld, first: string, second: string, third: string) {
    assert.deepEqual(cartDriver(this).choiceLabels(), [first, second, third]);
  },
);

Then('the customer is taken to the cart summary', function (this: StorefrontWorld) {
  assert.equal(cartDriver(this).destination, 'CART_SUMMARY');
});

Then('the customer stays where they are', function (this: StorefrontWorld) {
  assert.equal(cartDriver(this).destination, 'STAYS');
});

Then('the customer is sent to the details page of {string}', function (this: StorefrontWorld, product: string) {
  const driver = cartDriver(this);
  assert.equal(driver.destination, 'DETAILS_PAGE');
  assert.equal(driver.detailsPageOf, product);
  assert.equal(driver.messageKey, null);
});

Then('the cart notice reads {string}', function (this: StorefrontWorld, text: string) {
  assert.ok(cartDriver(this).noticeLines, 'No notice is shown');
  assert.equal(englishText(cartNoticeKeys.productsNoLongerAvailable), text);
});

Then('the notice names {string}', function (this: StorefrontWorld, products: string) {
  assert.deepEqual(
    cartDriver(this).noticeLines?.map((line) => line.name),
    names(products),
  );
});
