import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { ProductOptionList } from '@/domain/merchant-console/product-option-entry';
import { storeProduct } from '../../tests/support/fakes/in-memory-store-inventory';
import { MerchantInventoryDriver } from '../support/merchant-inventory-driver';
import type { StorefrontWorld } from '../support/world';

function inventory(world: StorefrontWorld): MerchantInventoryDriver {
  return world.driver('merchant-inventory', () => new MerchantInventoryDriver(world.clock));
}

const lists: readonly string[] = ['category', 'brand', 'size'] satisfies ProductOptionList[];

function listNamed(word: string): ProductOptionList {
  assert.ok(lists.includes(word), `no dropdown ${word}`);
  return word as ProductOptionList;
}

Given(
  'the store sells {string} in {string} of the brand {string} in the size {string}',
  function (this: StorefrontWorld, name: string, category: string, brand: string, size: string) {
    inventory(this).inventory.products.push(
      storeProduct({ queryId: name, name, categoryName: category, brand, sizes: [size] }),
    );
  },
);

When(
  'the staff delete the {word} {string} from the product-add table',
  async function (this: StorefrontWorld, list: string, entry: string) {
    await inventory(this).deleteOption(listNamed(list), entry);
  },
);

Then('the entry is deleted', function (this: StorefrontWorld) {
  assert.deepEqual(inventory(this).lastDeletion, { ok: true });
});

Then("the store's categories are {string}", function (this: StorefrontWorld, names: string) {
  assert.deepEqual(inventory(this).lastDeletion, { ok: true });
  assert.deepEqual(inventory(this).inventory.categories, names.split(', '));
});

Then('the deletion is refused naming {string}', function (this: StorefrontWorld, product: string) {
  const outcome = inventory(this).lastDeletion;
  assert.ok(outcome && !outcome.ok && 'message' in outcome, 'the deletion was not refused by the store');
  assert.match(outcome.message, new RegExp(product));
  assert.equal(inventory(this).inventory.deletedOptions.length, 0);
});

Then('the deletion is not sent, the entry is {string}', function (this: StorefrontWorld, problem: string) {
  assert.deepEqual(inventory(this).lastDeletion, { ok: false, problem });
  assert.equal(inventory(this).inventory.deletedOptions.length, 0);
});
