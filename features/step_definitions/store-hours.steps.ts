import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { availableDays } from '@/domain/catalogue/available-days';
import { showsClosedStoresAlert } from '@/domain/catalogue/open-stores';
import { closedStoresAlertKeys, weekdayLabelKeys } from '@/presentation/i18n/message-keys/catalog-message-keys';
import { StoreHoursDriver } from '../support/store-hours-driver';
import { englishText } from '../support/texts';
import { industries, type StorefrontWorld } from '../support/world';

function storeHours(world: StorefrontWorld): StoreHoursDriver {
  return world.driver('store-hours', () => new StoreHoursDriver());
}

/** The English text of a key with its {{placeholders}} filled, as i18next fills them. */
function englishWith(key: string, values: Record<string, string>): string {
  return englishText(key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

Given(
  'the store {string} keeps these opening hours:',
  function (this: StorefrontWorld, name: string, table: DataTable) {
    const slots = table
      .hashes()
      .map((row) => ({ day: row.day ?? '', startTime: row.from ?? '', endTime: row.to ?? '' }));
    storeHours(this).addRestaurant(name, slots);
  },
);

Given('the store {string} keeps no opening hours', function (this: StorefrontWorld, name: string) {
  storeHours(this).addRestaurant(name, []);
});

Given(
  'the grocery listing has {int} open and {int} closed stores',
  function (this: StorefrontWorld, open: number, closed: number) {
    storeHours(this).addGroceries(open, closed);
  },
);

When('the customer reads the opening days of {string}', async function (this: StorefrontWorld, name: string) {
  const driver = storeHours(this);
  await driver.openListing(industries.restaurants);
  driver.reading = name;
});

When('the customer looks for an open grocery store', async function (this: StorefrontWorld) {
  await storeHours(this).openListing(industries.groceries);
});

Then('the opening days read:', function (this: StorefrontWorld, table: DataTable) {
  const days = availableDays(storeHours(this).storeRead.openingSlots);
  const shown = days.map((day) => ({
    day: englishText(weekdayLabelKeys[day.day]),
    hours: day.ranges
      .map((range) => englishWith('storeHours.timeRange', { start: range.startTime, end: range.endTime }))
      .join(', '),
  }));
  assert.deepEqual(shown, table.hashes());
});

Then('no opening days are listed', function (this: StorefrontWorld) {
  assert.deepEqual(availableDays(storeHours(this).storeRead.openingSlots), []);
});

Then(
  'the closed-stores alert reads {string} and {string}',
  function (this: StorefrontWorld, title: string, message: string) {
    assert.equal(showsClosedStoresAlert(storeHours(this).page.stores), true);
    assert.equal(englishText(closedStoresAlertKeys.title), title);
    assert.equal(englishText(closedStoresAlertKeys.message), message);
  },
);

Then('no closed-stores alert is shown', function (this: StorefrontWorld) {
  assert.equal(showsClosedStoresAlert(storeHours(this).page.stores), false);
});
