import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { shownDeliveryTime } from '@/domain/catalogue/delivery-time';
import { pageCount, pageSizes } from '@/domain/catalogue/paging';
import { aStore } from '../../tests/support/store-fixtures';
import { parseDuration } from '../support/durations';
import { industries, type StorefrontWorld } from '../support/world';

Given(
  'the restaurant {string} delivers in {} and prepares orders in {}',
  function (this: StorefrontWorld, name: string, delivery: string, preparation: string) {
    this.storeCatalog.add(
      industries.restaurants,
      aStore({
        queryId: name,
        name,
        deliveryTime: parseDuration(delivery),
        preparationTime: parseDuration(preparation),
      }),
    );
  },
);

Given('there are {int} restaurants', function (this: StorefrontWorld, count: number) {
  for (let index = 1; index <= count; index += 1) {
    this.storeCatalog.add(industries.restaurants, aStore({ queryId: `r${index}`, name: `Restaurant ${index}` }));
  }
});

When('the customer opens the restaurant listing', async function (this: StorefrontWorld) {
  this.lastStorePage = await this.browseStores({ industryId: industries.restaurants });
});

When('the customer opens page {int} of the restaurant listing', async function (this: StorefrontWorld, page: number) {
  this.lastStorePage = await this.browseStores({ industryId: industries.restaurants, page });
});

Then('{string} shows a delivery time of {}', function (this: StorefrontWorld, name: string, shown: string) {
  const store = this.storePage.stores.find((candidate) => candidate.name === name);
  assert.ok(store, `${name} is not in the listing`);
  assert.deepEqual(shownDeliveryTime(store), parseDuration(shown));
});

Then('the customer sees {int} restaurants', function (this: StorefrontWorld, count: number) {
  assert.equal(this.storePage.stores.length, count);
});

Then('the listing has {int} pages', function (this: StorefrontWorld, pages: number) {
  assert.equal(pageCount(this.storePage.totalStores, pageSizes.stores), pages);
});
