import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { canAddToCart } from '@/domain/cart/can-add-to-cart';
import { fullUntil, orderIntakeAt, pauseEndsAt, type OrderIntake } from '@/domain/catalogue/order-intake';
import { aProduct, aProductStore } from '../../tests/support/cart-fixtures';
import type { StorefrontWorld } from '../support/world';

/** One store's pause and cap, kept as the server keeps them, on a day of its own (times in UTC). */
class KitchenPaceDriver {
  now = 0;
  pausedUntil: number | null = null;
  pausedUntilResumed = false;
  cap: number | null = null;
  placed: number[] = [];

  intake(): OrderIntake {
    return orderIntakeAt(
      {
        pausedUntil: this.pausedUntil,
        pausedUntilResumed: this.pausedUntilResumed,
        fullUntil: fullUntil(this.placed, this.cap, this.now),
      },
      this.now,
    );
  }
}

const at = (time: string) => Date.parse(`2026-11-29T${time}:00Z`);

function pace(world: StorefrontWorld): KitchenPaceDriver {
  return world.driver('kitchen-pace', () => new KitchenPaceDriver());
}

Given(/^it is (\d\d:\d\d) at the store$/, function (this: StorefrontWorld, time: string) {
  pace(this).now = at(time);
});

When('the staff pause new orders for {int} minutes', function (this: StorefrontWorld, minutes: number) {
  const driver = pace(this);
  driver.pausedUntil = pauseEndsAt(driver.now, minutes);
});

When('the staff pause new orders until they resume them', function (this: StorefrontWorld) {
  pace(this).pausedUntilResumed = true;
});

When('the staff resume new orders', function (this: StorefrontWorld) {
  const driver = pace(this);
  driver.pausedUntil = null;
  driver.pausedUntilResumed = false;
});

Given('the store takes at most {int} orders per 15 minutes', function (this: StorefrontWorld, cap: number) {
  pace(this).cap = cap;
});

Given(/^orders were placed at (.+)$/, function (this: StorefrontWorld, times: string) {
  pace(this).placed = times.split(/, | and /).map(at);
});

Then('the store takes new orders', function (this: StorefrontWorld) {
  assert.deepEqual(pace(this).intake(), { taking: true });
});

Then(
  /^the store takes no new orders: (paused|full) until (\d\d:\d\d)$/,
  function (this: StorefrontWorld, why: string, time: string) {
    assert.deepEqual(pace(this).intake(), {
      taking: false,
      reason: why === 'paused' ? 'ORDERS_PAUSED' : 'KITCHEN_FULL',
      until: at(time),
    });
  },
);

Then('the store takes no new orders: paused until the staff resume', function (this: StorefrontWorld) {
  assert.deepEqual(pace(this).intake(), { taking: false, reason: 'ORDERS_PAUSED', until: null });
});

Then('adding its products to the cart is refused', function (this: StorefrontWorld) {
  const intake = pace(this).intake();
  assert.ok(!intake.taking);
  const orderHold = { reason: intake.reason, until: intake.until };
  const product = aProduct({ store: aProductStore({ orderHold }) });
  assert.deepEqual(canAddToCart({ product, quantity: 1 }), { ok: false, reason: 'NOT_TAKING_ORDERS' });
});
