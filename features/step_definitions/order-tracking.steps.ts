import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { countdownParts, remainingSeconds, type CountdownParts } from '@/domain/orders/countdown';
import { detailStep, progressSegments, showsPreparationTime } from '@/domain/orders/order-progress';
import { parseOrderStatus } from '@/domain/orders/order-status';
import { detailStepLabelKeys, orderStatusLabelKeys } from '@/presentation/i18n/message-keys/order-message-keys';
import { preparationEndsAt } from '@/domain/orders/order-summary';
import { preparationDisplay } from '@/domain/orders/preparation-countdown';
import { OrderTrackingDriver, invoiceQueryId, serverStatus } from '../support/order-tracking-driver';
import { englishText } from '../support/texts';
import type { StorefrontWorld } from '../support/world';

function tracking(world: StorefrontWorld): OrderTrackingDriver {
  return world.driver('order-tracking', () => new OrderTrackingDriver(world.clock));
}

/** "12:05" or "12:05:30" on the scenario's day, in UTC. */
function atTime(time: string): string {
  return `2026-06-15T${time.length === 5 ? `${time}:00` : time}Z`;
}

const unitSeconds: Record<string, number> = { day: 86_400, hour: 3_600, minute: 60, second: 1 };

/** Reads "1 day 1 hour 1 minute 1 second" as parts; seconds are null when the reading names none. */
function readCountdown(reading: string): CountdownParts {
  const parts = { days: 0, hours: 0, minutes: 0, seconds: null as number | null };
  const matches = [...reading.matchAll(/(\d+) (day|hour|minute|second)s?/g)];
  if (matches.length === 0) throw new Error(`Not a countdown: "${reading}"`);
  for (const [, amount, unit] of matches) {
    const value = Number(amount);
    if (unit === 'day') parts.days = value;
    else if (unit === 'hour') parts.hours = value;
    else if (unit === 'minute') parts.minutes = value;
    else parts.seconds = value;
  }
  return parts;
}

function secondsIn(reading: string): number {
  return [...reading.matchAll(/(\d+) (day|hour|minute|second)s?/g)].reduce(
    (total, [, amount, unit]) => total + Number(amount) * (unitSeconds[unit ?? ''] ?? 0),
    0,
  );
}

Given(
  'orders from {string} take {int} minutes to prepare',
  function (this: StorefrontWorld, merchant: string, minutes: number) {
    tracking(this).setPreparationTime(merchant, minutes);
  },
);

Given(/^the preparation countdown is switched (on|off)$/, function (this: StorefrontWorld, switched: string) {
  tracking(this).countdownEnabled = switched === 'on';
});

Given(
  'order {int} from {string} is {string}',
  function (this: StorefrontWorld, order: number, merchant: string, label: string) {
    tracking(this).placeOrder(order, merchant, parseOrderStatus(serverStatus(label)));
  },
);

Given(
  'the server reports order {int} from {string} with the status {string}',
  function (this: StorefrontWorld, order: number, merchant: string, raw: string) {
    tracking(this).placeOrder(order, merchant, parseOrderStatus(raw));
  },
);

Given(
  'order {int} from {string} was placed at {} and is {string}',
  function (this: StorefrontWorld, order: number, merchant: string, time: string, label: string) {
    tracking(this).placeOrder(order, merchant, parseOrderStatus(serverStatus(label)), Date.parse(atTime(time)));
  },
);

Given('these orders from {string} are active:', function (this: StorefrontWorld, merchant: string, table: DataTable) {
  for (const row of table.hashes()) {
    tracking(this).placeOrder(Number(row.order), merchant, parseOrderStatus(serverStatus(row.status ?? '')));
  }
});

Given(
  'the customer is watching the confirmation of order {int}',
  async function (this: StorefrontWorld, order: number) {
    const driver = tracking(this);
    await driver.openConfirmation(order);
    driver.follow();
  },
);

Given('the customer is looking at the active orders', async function (this: StorefrontWorld) {
  const driver = tracking(this);
  await driver.openActiveOrders();
  driver.follow();
});

Given(
  'meanwhile the kitchen marks order {int} {string} without an update arriving',
  function (this: StorefrontWorld, order: number, label: string) {
    tracking(this).changeOnServer(order, parseOrderStatus(serverStatus(label)));
  },
);

Given('a countdown with {int} seconds to go', function (this: StorefrontWorld, seconds: number) {
  const driver = tracking(this);
  driver.countdownEndsAt = this.clock.now() + seconds * 1000;
});

When('the customer opens the confirmation of order {int}', async function (this: StorefrontWorld, order: number) {
  await tracking(this).openConfirmation(order);
});

When(
  'the customer opens the confirmation of order {int} at {}',
  async function (this: StorefrontWorld, order: number, time: string) {
    this.clock.set(atTime(time));
    await tracking(this).openConfirmation(order);
  },
);

When("the customer comes back to the order's browser tab", async function (this: StorefrontWorld) {
  const driver = tracking(this);
  await driver.openConfirmation(Number(driver.currentOrder.shortOrderId));
});

When(
  'an update arrives saying order {int} is now {string}',
  function (this: StorefrontWorld, order: number, label: string) {
    tracking(this).sendUpdate(order, serverStatus(label));
  },
);

When('the countdown runs for {int} seconds', function (this: StorefrontWorld, seconds: number) {
  const driver = tracking(this);
  driver.startCountdown();
  driver.ticker.pass(seconds * 1000);
});

Then('the order status reads {string}', function (this: StorefrontWorld, label: string) {
  assert.equal(englishText(orderStatusLabelKeys[tracking(this).currentOrder.status]), label);
});

Then('{int} of the 3 progress segments are filled', function (this: StorefrontWorld, filled: number) {
  const segments = progressSegments(tracking(this).currentOrder.status);
  assert.deepEqual(
    segments,
    [0, 1, 2].map((index) => index < filled),
  );
});

Then('the order tracker stands at step {int}', function (this: StorefrontWorld, step: number) {
  assert.equal(detailStep(tracking(this).currentOrder.status), step);
});

Then("the order tracker's current step is called {string}", function (this: StorefrontWorld, name: string) {
  const step = detailStep(tracking(this).currentOrder.status);
  assert.notEqual(step, 0, 'The tracker stands at no step');
  if (step === 0) return;
  assert.equal(englishText(detailStepLabelKeys[step]), name);
});

Then(/^the order's preparation time is (shown|hidden)$/, function (this: StorefrontWorld, shown: string) {
  assert.equal(showsPreparationTime(tracking(this).currentOrder.status), shown === 'shown');
});

/** What the confirmation screen shows, given the countdown's reading now (as the countdown use case ticks it). */
function shownPreparation(driver: OrderTrackingDriver, now: number) {
  const order = driver.currentOrder;
  return preparationDisplay(order.status, driver.countdownEnabled, remainingSeconds(preparationEndsAt(order), now));
}

Then('the preparation countdown is hidden', function (this: StorefrontWorld) {
  const driver = tracking(this);
  assert.deepEqual(shownPreparation(driver, this.clock.now()), {
    kind: 'STATUS_IMAGE',
  });
});

Then('the preparation countdown is shown with {} left', function (this: StorefrontWorld, left: string) {
  const driver = tracking(this);
  assert.deepEqual(shownPreparation(driver, this.clock.now()), {
    kind: 'COUNTDOWN',
    remainingSeconds: secondsIn(left),
  });
});

When(/^the countdown is shown (with|without) seconds$/, function (this: StorefrontWorld, withOrWithout: string) {
  const driver = tracking(this);
  driver.startCountdown();
  driver.countdownReading = countdownParts(driver.countdownTicks.at(-1) ?? Number.NaN, {
    withSeconds: withOrWithout === 'with',
  });
});

Then('the countdown reads {}', function (this: StorefrontWorld, reading: string) {
  assert.deepEqual(tracking(this).countdownReading, readCountdown(reading));
});

Then('the countdown showed {} seconds', function (this: StorefrontWorld, shown: string) {
  const expected = [...shown.matchAll(/\d+/g)].map(([value]) => Number(value));
  assert.deepEqual(tracking(this).countdownTicks, expected);
});

Then('the countdown called back at zero once', function (this: StorefrontWorld) {
  assert.equal(tracking(this).countdownZeroCalls, 1);
});

Then('the countdown has stopped ticking', function (this: StorefrontWorld) {
  assert.equal(tracking(this).ticker.activeTimers, 0);
});

Then(
  'the active orders show order {int} as {string} among {int} orders',
  function (this: StorefrontWorld, order: number, label: string, count: number) {
    const page = tracking(this).tracked.activeOrders;
    assert.ok(page, 'The active orders are not loaded');
    assert.equal(page.orders.length, count);
    const listed = page.orders.find((candidate) => candidate.queryId === invoiceQueryId(order));
    assert.ok(listed, `Order ${order} is not listed`);
    assert.equal(englishText(orderStatusLabelKeys[listed.status]), label);
  },
);

Then('the active orders show only order {int}', function (this: StorefrontWorld, order: number) {
  const page = tracking(this).tracked.activeOrders;
  assert.ok(page, 'The active orders are not loaded');
  assert.deepEqual(
    page.orders.map((listed) => listed.shortOrderId),
    [String(order)],
  );
  assert.equal(page.totalOrders, 1);
});
