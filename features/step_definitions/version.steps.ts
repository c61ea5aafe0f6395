import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { VersionDriver } from '../support/version-driver';
import type { StorefrontWorld } from '../support/world';

function version(world: StorefrontWorld): VersionDriver {
  return world.driver('version', () => new VersionDriver(world.clock));
}

Given('this browser last ran the app version {string}', function (this: StorefrontWorld, last: string) {
  version(this).storedVersion.version = last;
});

Given('this browser has never run the app', function (this: StorefrontWorld) {
  version(this).storedVersion.version = null;
});

Given('the app version {string} is published', function (this: StorefrontWorld, published: string) {
  version(this).versionSource.published = published;
});

Given('the app version cannot be read', function (this: StorefrontWorld) {
  version(this).versionSource.published = null;
});

When('the app checks for a new version', async function (this: StorefrontWorld) {
  await version(this).check();
});

Then(/^the new version dialog (shows|does not show)$/, function (this: StorefrontWorld, dialog: string) {
  assert.equal(version(this).checks.at(-1)?.outcome === 'NEW_VERSION', dialog === 'shows');
});

Then('the new version dialog showed {int} time(s)', function (this: StorefrontWorld, times: number) {
  assert.equal(version(this).dialogsShown(), times);
});

Then('this browser now remembers the app version {string}', function (this: StorefrontWorld, remembered: string) {
  assert.equal(version(this).storedVersion.version, remembered);
});

When(/^([\d.]+) seconds pass after the new version dialog$/, function (this: StorefrontWorld, seconds: string) {
  this.clock.advance(Math.round(Number(seconds) * 1_000));
});

Then('the page is not reloaded for a new version', function (this: StorefrontWorld) {
  assert.deepEqual(version(this).pageReloader.happened(), []);
});

Then('the page reloads once for the new version, with caches cleared', function (this: StorefrontWorld) {
  const reloads = version(this).pageReloader.happened();
  assert.equal(reloads.length, 1);
  assert.equal(reloads[0]?.fresh, true);
});
