import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { RidePaymentStatus } from '@/domain/transport/ride-payment';
import type { RideStatus } from '@/domain/transport/ride-progress';
import {
  advanceBookingMessageKeys,
  cancelRefusalMessageKeys,
} from '@/presentation/i18n/message-keys/transport-message-keys';
import { englishText } from '../support/texts';
import { TransportDriver, instantAt, transportPages } from '../support/transport-driver';
import type { StorefrontWorld } from '../support/world';

const zonesByCity: Record<string, string> = { Singapore: 'Asia/Singapore', Helsinki: 'Europe/Helsinki' };
const wallClock = '(\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d)';

function transport(world: StorefrontWorld): TransportDriver {
  return world.driver('transport', () => new TransportDriver(world.clock));
}

/** "9 minutes 59 seconds" in milliseconds. */
function idleTime(text: string): number {
  const units: Record<string, number> = { minute: 60_000, second: 1_000 };
  const matches = [...text.matchAll(/(\d+)\s*(minute|second)s?/g)];
  if (matches.length === 0) throw new Error(`Not a length of time: "${text}"`);
  return matches.reduce((total, [, amount, unit]) => total + Number(amount) * (units[unit ?? ''] ?? 0), 0);
}

Given(
  new RegExp(`^the ride booking opens at ${wallClock} (Singapore|Helsinki) time$`),
  function (this: StorefrontWorld, when: string, city: string) {
    this.clock.set(instantAt(when, zonesByCity[city] ?? city));
  },
);

When('the customer books a ride for now', async function (this: StorefrontWorld) {
  await transport(this).book(null);
});

When(
  new RegExp(`^the customer books a ride for ${wallClock} in "([^"]+)"$`),
  async function (this: StorefrontWorld, when: string, zone: string) {
    await transport(this).book(instantAt(when, zone), zone);
  },
);

Then('the ride is booked ahead by {int} minutes', function (this: StorefrontWorld, minutes: number) {
  const sent = transport(this).rideBookings.bookings;
  assert.equal(sent.length, 1);
  assert.equal(sent[0]?.advance.advanceBooking, true);
  assert.equal(sent[0]?.advance.scheduledTimeDifference, minutes);
});

Then('the ride is not booked ahead', function (this: StorefrontWorld) {
  assert.deepEqual(
    transport(this).rideBookings.bookings.map((booking) => booking.advance),
    [{ advanceBooking: false, advanceBookingTime: null, scheduledTimeDifference: 0 }],
  );
});

Then('the ride booking tells the customer {string}', function (this: StorefrontWorld, message: string) {
  const booking = transport(this).booking;
  assert.ok(!booking.ok, 'The ride was booked');
  assert.equal(englishText(advanceBookingMessageKeys[booking.reason]), message);
});

Then('no ride is booked', function (this: StorefrontWorld) {
  assert.deepEqual(transport(this).rideBookings.bookings, []);
  assert.deepEqual(transport(this).bookingHistory.rides, []);
});

Given('the customer has booked {int} rides before', function (this: StorefrontWorld, count: number) {
  transport(this).bookedBefore(count);
});

Then(
  '"My Bookings" lists {int} rides, the one just booked first',
  async function (this: StorefrontWorld, count: number) {
    const driver = transport(this);
    await driver.listBookings();
    const booking = driver.booking;
    assert.ok(booking.ok, 'The ride was not booked');
    assert.equal(driver.listed.length, count);
    assert.equal(driver.listed[0]?.invoiceQueryId, booking.invoiceQueryId);
  },
);

Then("the oldest ride listed is the customer's ride number {int}", function (this: StorefrontWorld, ride: number) {
  assert.equal(transport(this).listed.at(-1)?.invoiceQueryId, `earlier-${ride}`);
});

Given(
  /^the customer is on the transport (start page|main page|location pickup page|booking history page)$/,
  function (this: StorefrontWorld, page: string) {
    const path = transportPages[page];
    assert.ok(path, `No transport page is called ${page}`);
    transport(this).openPage(path);
  },
);

When('the transport page is left untouched for {}', function (this: StorefrontWorld, idle: string) {
  transport(this).leaveIdle(idleTime(idle));
});

When('the customer touches the transport page', function (this: StorefrontWorld) {
  transport(this).idleReload.activity();
});

Then(/^the transport page (reloads|stays as it is)$/, function (this: StorefrontWorld, outcome: string) {
  const reloads = transport(this).pageReloader.happened();
  assert.deepEqual(reloads.length, outcome === 'reloads' ? 1 : 0);
  assert.ok(reloads.every((reload) => !reload.fresh));
});

Given(
  /^the customer booked a ride (that is still looking for a rider|whose rider is on the way)$/,
  function (this: StorefrontWorld, state: string) {
    transport(this).rideWithStatus(state.startsWith('that') ? 'searching' : 'rider_assigned');
  },
);

When('the customer cancels the rider search', async function (this: StorefrontWorld) {
  await transport(this).cancelRiderSearch();
});

Then("the ride's rider search is cancelled", async function (this: StorefrontWorld) {
  assert.equal(transport(this).lastCancel?.ok, true);
  assert.equal(await transport(this).rideStatus(), 'cancelled');
});

Then('the customer is told {string}', function (this: StorefrontWorld, message: string) {
  const answer = transport(this).lastCancel;
  assert.ok(answer && !answer.ok, 'The rider search was cancelled');
  assert.equal(englishText(cancelRefusalMessageKeys[answer.reason]), message);
});

Then("the ride's rider is still on the way", async function (this: StorefrontWorld) {
  assert.equal(await transport(this).rideStatus(), 'rider_assigned');
  assert.deepEqual(transport(this).rideTracking.cancelAsked, []);
});

Given('the transport service lists the rides {string}', function (this: StorefrontWorld, names: string) {
  const driver = transport(this);
  driver.rideTracking.listed = driver.namedRides(names);
});

Given('the transport service cannot be reached', function (this: StorefrontWorld) {
  transport(this).rideTracking.unreachable = true;
});

Given('the browser keeps the rides {string}', function (this: StorefrontWorld, names: string) {
  const driver = transport(this);
  driver.bookingHistory.rides = driver.namedRides(names);
});

When('the customer opens "My Bookings"', async function (this: StorefrontWorld) {
  await transport(this).listBookings();
});

Then('"My Bookings" lists the rides {string} in that order', function (this: StorefrontWorld, names: string) {
  assert.deepEqual(
    transport(this).listed.map((ride) => ride.pickup),
    names.split(',').map((name) => name.trim()),
  );
});

When(
  'the customer books a ride for now with its receipt to {string} in {word}',
  async function (this: StorefrontWorld, toEmail: string, language: string) {
    await transport(this).book(null, 'Europe/Helsinki', { toEmail, locale: language === 'Finnish' ? 'fi' : 'en' });
  },
);

Given('the transport service cannot send mail', function (this: StorefrontWorld) {
  transport(this).rideReceipts.refuseWith = { code: 0, message: 'Request Timeout' };
});

Then(
  "the ride's receipt is mailed to {string} in {word}",
  function (this: StorefrontWorld, toEmail: string, language: string) {
    const driver = transport(this);
    const booking = driver.booking;
    assert.ok(booking.ok);
    assert.equal(booking.receipt, 'sent');
    assert.deepEqual(driver.rideReceipts.sent, [
      { toEmail, invoiceQueryId: booking.invoiceQueryId, locale: language === 'Finnish' ? 'fi' : 'en' },
    ]);
  },
);

Then('the ride is booked although its receipt was not sent', function (this: StorefrontWorld) {
  const driver = transport(this);
  const booking = driver.booking;
  assert.ok(booking.ok);
  assert.equal(booking.receipt, 'failed');
  assert.equal(driver.rideBookings.bookings.length, 1);
  assert.deepEqual(
    driver.bookingHistory.rides.map((ride) => ride.invoiceQueryId),
    [booking.invoiceQueryId],
  );
});

When('the customer books a ride for now to be paid by card', async function (this: StorefrontWorld) {
  await transport(this).book(null, 'Europe/Helsinki', null, 'STRIPE');
  await transport(this).payBookedRide();
});

Then('the ride is booked to be paid by card', function (this: StorefrontWorld) {
  const [booking] = transport(this).rideBookings.bookings;
  assert.equal(booking?.paymentMethod, 'STRIPE');
});

const rideStatusWords: Readonly<Record<string, RideStatus>> = {
  'waiting for its payment': 'awaiting_payment',
  'looking for a rider': 'searching',
  cancelled: 'cancelled',
};
const paymentWords: Readonly<Record<string, RidePaymentStatus>> = {
  'not paid yet': 'unpaid',
  paid: 'paid',
  refunded: 'refunded',
  'paid in cash': 'cash',
};

Given(
  /^the customer booked a ride that is (waiting for its payment|looking for a rider|cancelled), (not paid yet|paid|refunded|paid in cash)$/,
  function (this: StorefrontWorld, status: string, payment: string) {
    const rideStatus = rideStatusWords[status];
    const ridePayment = paymentWords[payment];
    assert.ok(rideStatus && ridePayment, `Unknown ride ${status}, ${payment}`);
    transport(this).rideWithStatus(rideStatus, ridePayment);
  },
);

When('the customer pays the ride by card', async function (this: StorefrontWorld) {
  await transport(this).payRide();
});

Then(/^the ride's card checkout (opens|does not open)$/, function (this: StorefrontWorld, outcome: string) {
  const driver = transport(this);
  if (outcome === 'opens') {
    assert.deepEqual(driver.lastPayment, { ok: true });
    const [paid] = driver.ridePayments.started;
    assert.ok(paid !== undefined, 'No payment was started');
    assert.deepEqual(driver.externalPages.opened, [`https://checkout.test/ride/${paid}#client_secret=s`]);
  } else {
    assert.deepEqual(driver.lastPayment, { ok: false, reason: 'NOT_PAYABLE' });
    assert.deepEqual(driver.ridePayments.started, []);
    assert.deepEqual(driver.externalPages.opened, []);
  }
});
