import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { anyAddressDialogOpen } from '@/presentation/store/addresses/address-dialogs-state';
import { addressFormAction, isTitleLocked } from '@/domain/addresses/address-draft';
import type { AddressField, RequiredAddressField } from '@/domain/addresses/address-validation';
import {
  addressFieldErrorKeys,
  addressFieldLabelKeys,
  addressFormActionKeys,
} from '@/presentation/i18n/message-keys/address-message-keys';
import { AddressesDriver } from '../support/addresses-driver';
import { englishText } from '../support/texts';
import type { StorefrontWorld } from '../support/world';

function addresses(world: StorefrontWorld): AddressesDriver {
  return world.driver('addresses', () => new AddressesDriver());
}

/** The form field whose English label the analyst wrote. */
function fieldLabelled(label: string): AddressField {
  const field = (Object.keys(addressFieldLabelKeys) as AddressField[]).find(
    (candidate) => englishText(addressFieldLabelKeys[candidate]) === label,
  );
  if (!field) throw new Error(`The address form has no field "${label}"`);
  return field;
}

const savedSlots: Record<string, { home?: boolean; work?: boolean }> = {
  'no address': {},
  'a home address': { home: true },
  'a work address': { work: true },
  'a home and a work address': { home: true, work: true },
};

Given(
  /^the customer's address book holds (no address|a home address|a work address|a home and a work address)$/,
  function (this: StorefrontWorld, saved: string) {
    addresses(this).holds(savedSlots[saved] ?? {});
  },
);

Given('the customer is filling in a new address', function (this: StorefrontWorld) {
  addresses(this).openNewForm();
});

Given('the customer leaves the address field {string} empty', function (this: StorefrontWorld, label: string) {
  addresses(this).type(fieldLabelled(label), '');
});

Given('the customer opens the address dialog', function (this: StorefrontWorld) {
  addresses(this).openList();
});

Given('the server refuses address changes', function (this: StorefrontWorld) {
  addresses(this).refuseChanges();
});

Given('the customer has chosen the home address', async function (this: StorefrontWorld) {
  const driver = addresses(this);
  await driver.choose(driver.saved('home'));
});

Given(
  'the map names the place under the pin as street {string} in the area {string}',
  function (this: StorefrontWorld, street: string, area: string) {
    addresses(this).addressLookup.place = { street, area, building: null };
  },
);

When('the customer types {string} as the address title', function (this: StorefrontWorld, title: string) {
  addresses(this).type('title', title);
});

When('the customer types {string} as the street', function (this: StorefrontWorld, street: string) {
  addresses(this).type('street', street);
});

When('the customer saves the address form', async function (this: StorefrontWorld) {
  await addresses(this).save();
});

When('the customer opens the address form for a new address', function (this: StorefrontWorld) {
  addresses(this).openNewForm();
});

When('the customer opens the address form for the home address', function (this: StorefrontWorld) {
  const driver = addresses(this);
  driver.openFormFor(driver.saved('home'));
});

When('the customer saves a new address titled {string}', async function (this: StorefrontWorld, title: string) {
  const driver = addresses(this);
  driver.openNewForm();
  driver.type('title', title);
  await driver.save();
});

When('the customer updates the home address', async function (this: StorefrontWorld) {
  const driver = addresses(this);
  driver.openFormFor(driver.saved('home'));
  driver.type('landmark', 'Next to the library');
  await driver.save();
});

When('the customer deletes the home address', async function (this: StorefrontWorld) {
  const driver = addresses(this);
  await driver.delete(driver.saved('home'));
});

When('the customer chooses the work address in the dialog', async function (this: StorefrontWorld) {
  const driver = addresses(this);
  await driver.choose(driver.saved('work'));
});

When('the customer confirms the pin on the map', async function (this: StorefrontWorld) {
  await addresses(this).confirmPin();
});

Then('the address is not saved', function (this: StorefrontWorld) {
  const driver = addresses(this);
  assert.equal(driver.lastSave?.ok, false);
  assert.deepEqual(driver.addressBook.calls, []);
});

Then('the address is saved', function (this: StorefrontWorld) {
  const driver = addresses(this);
  assert.equal(driver.lastSave?.ok, true);
  assert.deepEqual(driver.addressBook.calls, ['create']);
});

Then('the address field {string} says {string}', function (this: StorefrontWorld, label: string, message: string) {
  const outcome = addresses(this).lastSave;
  assert.ok(outcome && !outcome.ok, 'The address was saved');
  const error = outcome.fieldErrors[fieldLabelled(label) as RequiredAddressField];
  assert.ok(error, `The field "${label}" shows no message`);
  assert.equal(englishText(addressFieldErrorKeys[error]), message);
  assert.equal(Object.keys(outcome.fieldErrors).length, 1, 'Only the empty field shows a message');
});

Then('the address form stays open', function (this: StorefrontWorld) {
  const { dialogs } = addresses(this);
  assert.equal(dialogs.formOpen, true);
  assert.notEqual(dialogs.draft, null);
});

Then('the new address is kept as a {string} address', function (this: StorefrontWorld, type: string) {
  const outcome = addresses(this).lastSave;
  assert.ok(outcome?.ok, 'The address was not saved');
  assert.equal(outcome.address.type, type);
});

Then("the address form's button reads {string}", function (this: StorefrontWorld, text: string) {
  assert.equal(englishText(addressFormActionKeys[addressFormAction(addresses(this).draft)]), text);
});

Then('the address title cannot be changed', function (this: StorefrontWorld) {
  assert.equal(isTitleLocked(addresses(this).draft), true);
});

Then('the home address is titled {string}', function (this: StorefrontWorld, title: string) {
  assert.equal(addresses(this).saved('home').title, title);
});

Then('the home address is on the street {string}', function (this: StorefrontWorld, street: string) {
  assert.equal(addresses(this).saved('home').street, street);
});

Then('the address form starts with an empty street', function (this: StorefrontWorld) {
  assert.equal(addresses(this).draft.street, '');
});

Then('the address form starts with the street {string}', function (this: StorefrontWorld, street: string) {
  assert.equal(addresses(this).draft.street, street);
});

Then('the address form starts with the area {string}', function (this: StorefrontWorld, area: string) {
  assert.equal(addresses(this).draft.area, area);
});

Then('the work address is the selected address', function (this: StorefrontWorld) {
  const driver = addresses(this);
  assert.equal(driver.addresses.selectedAddressId, driver.saved('work').queryId);
});

Then('no address is selected', function (this: StorefrontWorld) {
  assert.equal(addresses(this).addresses.selectedAddressId, null);
});

Then('the address dialogs are closed', function (this: StorefrontWorld) {
  assert.equal(anyAddressDialogOpen(addresses(this).dialogs), false);
});

Then('no address form is being filled in', function (this: StorefrontWorld) {
  assert.equal(addresses(this).dialogs.draft, null);
});
