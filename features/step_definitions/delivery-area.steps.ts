import assert from 'node:assert/strict';
import { Given, Then } from '@cucumber/cucumber';
import { cartNoticeKeys } from '@/presentation/i18n/message-keys/cart-message-keys';
import { isWithinServiceArea } from '@/domain/geo/service-area';
import { aStore } from '../../tests/support/store-fixtures';
import { cartDriver } from '../support/cart-driver';
import { isDirection, pointFrom } from '../support/cart-geo';
import { englishText } from '../support/texts';
import { industries, type StorefrontWorld } from '../support/world';

Given(
  '{string} stands at latitude {float}, longitude {float} and delivers within {float} km',
  function (this: StorefrontWorld, store: string, lat: number, long: number, radius: number) {
    const driver = cartDriver(this);
    driver.changeStore(store, { coordinates: { lat, long }, serviceAreaRadiusKm: radius });
    const { queryId } = driver.store(store);
    this.storeCatalog.add(
      industries.restaurants,
      aStore({ queryId, name: store, coordinates: { lat, long }, serviceAreaRadiusKm: radius }),
    );
  },
);

Given('{string} delivers within {float} km', function (this: StorefrontWorld, store: string, radius: number) {
  cartDriver(this).changeStore(store, { serviceAreaRadiusKm: radius });
});

Given('{string} sets no delivery radius', function (this: StorefrontWorld, store: string) {
  cartDriver(this).changeStore(store, { serviceAreaRadiusKm: null });
});

Given('{string} has no known position', function (this: StorefrontWorld, store: string) {
  cartDriver(this).changeStore(store, { coordinates: null });
});

Given(
  'the customer is {float} km {word} of {string}',
  function (this: StorefrontWorld, distance: number, direction: string, store: string) {
    const driver = cartDriver(this);
    const { coordinates } = driver.store(store);
    assert.ok(coordinates, `${store} has no known position`);
    assert.ok(isDirection(direction), `${direction} is not north, east, south or west`);
    driver.customerLocation = pointFrom(coordinates, distance, direction);
  },
);

Given(
  'the customer is at latitude {float}, longitude {float}',
  function (this: StorefrontWorld, lat: number, long: number) {
    cartDriver(this).customerLocation = { lat, long };
  },
);

Given("the customer's location is not known", function (this: StorefrontWorld) {
  cartDriver(this).customerLocation = null;
});

function listedStore(world: StorefrontWorld, name: string) {
  const store = world.storePage.stores.find((candidate) => candidate.name === name);
  assert.ok(store, `${name} is not in the listing`);
  return store;
}

Then('the listing shows {string} without a delivery-area note', function (this: StorefrontWorld, name: string) {
  assert.equal(isWithinServiceArea(cartDriver(this).customerLocation, listedStore(this, name)), true);
});

Then('the listing shows {string} with {string}', function (this: StorefrontWorld, name: string, note: string) {
  assert.equal(isWithinServiceArea(cartDriver(this).customerLocation, listedStore(this, name)), false);
  assert.equal(englishText(cartNoticeKeys.notInDeliveryArea), note);
});
