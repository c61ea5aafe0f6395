import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { englishText } from '../support/texts';
import { ValidationDriver } from '../support/validation-driver';
import type { StorefrontWorld } from '../support/world';

function validation(world: StorefrontWorld): ValidationDriver {
  return world.driver('validation', () => new ValidationDriver());
}

When(
  '{string} is checked against the validation rule {string}',
  function (this: StorefrontWorld, value: string, rule: string) {
    validation(this).check(value, rule);
  },
);

When(
  'a value of {int} spaces is checked against the validation rule {string}',
  function (this: StorefrontWorld, spaces: number, rule: string) {
    validation(this).check(' '.repeat(spaces), rule);
  },
);

Then('the validation accepts it', function (this: StorefrontWorld) {
  assert.equal(validation(this).lastCheck?.accepted, true);
});

Then('the validation refuses it with {string}', function (this: StorefrontWorld, message: string) {
  const check = validation(this).lastCheck;
  assert.equal(check?.accepted, false);
  // Each pattern of the library has its message under its own name, in the validation texts.
  assert.equal(englishText(`validation.${check.pattern}`), message);
});

Given(
  'a validation field that takes {}, holding {string}',
  function (this: StorefrontWorld, filterName: string, value: string) {
    const driver = validation(this);
    driver.setUpField({ filter: driver.filterNamed(filterName) }, value);
  },
);

Given(
  'a validation field of at most {int} characters, holding {string}',
  function (this: StorefrontWorld, maxLength: number, value: string) {
    validation(this).setUpField({ maxLength }, value);
  },
);

Given(
  'a validation field with the mask {string}, holding {string}',
  function (this: StorefrontWorld, mask: string, value: string) {
    validation(this).setUpField({ mask }, value);
  },
);

When('the customer changes that validation field to {string}', function (this: StorefrontWorld, next: string) {
  validation(this).change(next);
});

Then('that validation field holds {string}', function (this: StorefrontWorld, kept: string) {
  assert.equal(validation(this).fieldValue, kept);
});

When('{string} is given as the booking time of a ride for later', function (this: StorefrontWorld, value: string) {
  validation(this).giveBookingTime(value);
});

Then('the booking form takes the time', function (this: StorefrontWorld) {
  assert.equal(validation(this).bookingTimeMessage, null);
});

Then('the booking form says {string} under the time', function (this: StorefrontWorld, message: string) {
  const key = validation(this).bookingTimeMessage;
  assert.ok(key !== null, 'The booking form took the time');
  assert.equal(englishText(key), message);
});

When("the owner gives {string} as a staff member's new password", function (this: StorefrontWorld, value: string) {
  validation(this).giveStaffPassword(value);
});

Then('the staff form takes the password', function (this: StorefrontWorld) {
  assert.equal(validation(this).staffPasswordMessage, null);
});

Then('the staff form says {string}', function (this: StorefrontWorld, message: string) {
  const key = validation(this).staffPasswordMessage;
  assert.ok(key !== null, 'The staff form took the password');
  assert.equal(englishText(key), message);
});
