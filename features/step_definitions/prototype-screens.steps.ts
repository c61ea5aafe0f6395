import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { parseDuration } from '../support/durations';
import { PrototypeScreensDriver } from '../support/prototype-screens-driver';
import type { StorefrontWorld } from '../support/world';

function prototypes(world: StorefrontWorld): PrototypeScreensDriver {
  return world.driver('prototype-screens', () => new PrototypeScreensDriver(world.clock));
}

const secondsOf = (text: string) => {
  const { days, hours, minutes } = parseDuration(text);
  return ((days * 24 + hours) * 60 + minutes) * 60;
};

Given(
  'a carousel of {int} slides on a screen {int} px wide',
  function (this: StorefrontWorld, slides: number, width: number) {
    prototypes(this).showCarousel(slides, width);
  },
);

Then('it shows {int} slide(s) at a time', function (this: StorefrontWorld, shown: number) {
  assert.equal(prototypes(this).perView, shown);
});

When('the visitor scrolls forward', function (this: StorefrontWorld) {
  prototypes(this).scrollForward();
});

When('the visitor scrolls back', function (this: StorefrontWorld) {
  prototypes(this).scrollBack();
});

Then('the first slide shown is number {int}', function (this: StorefrontWorld, number: number) {
  assert.equal(prototypes(this).start + 1, number);
});

When(
  'the merchant adds a photo named {string} whose first bytes are {}',
  function (this: StorefrontWorld, _name: string, bytes: string) {
    prototypes(this).addPhoto(Uint8Array.from(bytes.split(' ').map((byte) => Number.parseInt(byte, 16))));
  },
);

Then('the photo is accepted as {word}', function (this: StorefrontWorld, format: string) {
  assert.deepEqual(prototypes(this).lastPhoto, { ok: true, format });
});

Then('the photo is refused', function (this: StorefrontWorld) {
  assert.deepEqual(prototypes(this).lastPhoto, { ok: false, reason: 'NOT_JPEG_OR_PNG' });
});

Given('a sample deal that runs for {}', function (this: StorefrontWorld, duration: string) {
  prototypes(this).dealRunsForSeconds = secondsOf(duration);
});

When('the deal is shown', function (this: StorefrontWorld) {
  prototypes(this).showDeal();
});

Then(
  'it shows {int} days {int} hours {int} minutes {int} seconds left',
  function (this: StorefrontWorld, days: number, hours: number, minutes: number, seconds: number) {
    assert.deepEqual(prototypes(this).shown(), { days, hours, minutes, seconds });
  },
);

When('{int} second(s) pass(es)', function (this: StorefrontWorld, seconds: number) {
  prototypes(this).ticker.pass(seconds * 1000);
});

When('{int} days {int} hours pass', function (this: StorefrontWorld, days: number, hours: number) {
  prototypes(this).ticker.pass((days * 24 + hours) * 60 * 60 * 1000);
});

Then('the deal has ended', function (this: StorefrontWorld) {
  assert.equal(prototypes(this).remaining, 0);
  assert.equal(prototypes(this).ticker.activeTimers, 0);
});
