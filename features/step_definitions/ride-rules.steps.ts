import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { RideRulesDriver } from '../support/ride-rules-driver';
import { amountOf, instantAt } from '../support/transport-driver';
import type { StorefrontWorld } from '../support/world';

const wallClock = '(\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d)';
const day = 24 * 60 * 60 * 1000;

function rules(world: StorefrontWorld): RideRulesDriver {
  return world.driver('ride-rules', () => new RideRulesDriver(world.clock));
}

Given(
  /^a taxi host in "([^"]+)" taking rides up to (\d+) days ahead$/,
  function (this: StorefrontWorld, timeZone: string, days: string) {
    rules(this).rules = { timeZone, maxAdvanceDays: Number(days) };
  },
);

Given(new RegExp(`^the host's clock shows ${wallClock}$`), function (this: StorefrontWorld, when: string) {
  this.clock.set(instantAt(when, rules(this).rules.timeZone));
});

When('the rider prices a ride for now', function (this: StorefrontWorld) {
  rules(this).price(null);
});

When(
  new RegExp(`^the rider prices a ride booked for ${wallClock} on the host's clock$`),
  function (this: StorefrontWorld, when: string) {
    rules(this).price(instantAt(when, rules(this).rules.timeZone));
  },
);

When(/^the rider prices a ride booked (\d+) days ahead$/, function (this: StorefrontWorld, days: string) {
  rules(this).price(this.clock.now() + Number(days) * day);
});

Then('the server charges a night surcharge of {}', function (this: StorefrontWorld, surcharge: string) {
  const fare = rules(this).lastFare;
  assert.ok(fare, `The ride was refused with code ${String(rules(this).lastRefusalCode)}`);
  assert.equal(fare.nightSurcharge, amountOf(surcharge));
  assert.equal(fare.price, fare.basePrice + fare.nightSurcharge);
});

Then(
  new RegExp(`^a ride booked for ${wallClock} on the host's clock costs the same as the ride for now$`),
  function (this: StorefrontWorld, when: string) {
    const driver = rules(this);
    const now = driver.price(null);
    const booked = driver.price(instantAt(when, driver.rules.timeZone));
    assert.ok(now && booked, 'A ride was refused');
    assert.deepEqual(booked, now);
  },
);

Then('the server refuses the booking time with code {int}', function (this: StorefrontWorld, code: number) {
  assert.equal(rules(this).lastFare, null, 'The ride was priced');
  assert.equal(rules(this).lastRefusalCode, code);
});

When(
  new RegExp(`^the rider books a ride for ${wallClock} on the host's clock$`),
  function (this: StorefrontWorld, when: string) {
    rules(this).book(instantAt(when, rules(this).rules.timeZone));
  },
);

When(new RegExp(`^the host's clock moves on to ${wallClock}$`), function (this: StorefrontWorld, when: string) {
  const to = instantAt(when, rules(this).rules.timeZone);
  assert.ok(to >= this.clock.now(), 'The clock only moves on');
  this.clock.set(to);
});

Then(/^the booked ride is (searching|rider_assigned|cancelled)$/, function (this: StorefrontWorld, status: string) {
  assert.equal(rules(this).status(), status);
});

Then(
  /^the rider's cancel is (cancelled|RIDER_ALREADY_ASSIGNED|ALREADY_CANCELLED)$/,
  function (this: StorefrontWorld, outcome: string) {
    assert.equal(rules(this).cancel(), outcome);
  },
);
