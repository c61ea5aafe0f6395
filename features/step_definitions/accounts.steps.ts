import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { AppError } from '@/application/errors/app-error';
import {
  authProblemMessageKeys,
  authTextKeys,
  type AuthProblem,
} from '@/presentation/i18n/message-keys/auth-message-keys';
import { sessionExpiredMessageKey } from '@/presentation/i18n/message-keys/session-message-keys';
import { phoneLoginId } from '@/domain/accounts/phone-number';
import type { RequestFailureContext } from '@/domain/session/session-effect';
import { AccountsDriver } from '../support/accounts-driver';
import { englishText } from '../support/texts';
import type { StorefrontWorld } from '../support/world';

function accounts(world: StorefrontWorld): AccountsDriver {
  return world.driver('accounts', () => new AccountsDriver(world.clock));
}

/** The form fields as analysts name them, and the problem key the use cases report for each. */
type FormField = 'mobileNumber' | 'pin' | 'fullName' | 'email' | 'dob';

const formFields: Record<string, FormField> = {
  'mobile number': 'mobileNumber',
  PIN: 'pin',
  name: 'fullName',
  'e-mail': 'email',
  'date of birth': 'dob',
};

function formField(name: string): FormField {
  const field = formFields[name];
  if (!field) throw new Error(`Unknown form field "${name}"`);
  return field;
}

function messageOf(problem: AuthProblem | undefined): string | undefined {
  return problem === undefined ? undefined : englishText(authProblemMessageKeys[problem]);
}

// The mobile number and PIN fields

When('the customer types {string} into the mobile number field', function (this: StorefrontWorld, typed: string) {
  accounts(this).typeMobileNumber(typed);
});

When('the customer pastes {string} into the mobile number field', function (this: StorefrontWorld, pasted: string) {
  accounts(this).pasteMobileNumber(pasted);
});

Then('the mobile number field shows {string}', function (this: StorefrontWorld, shown: string) {
  assert.equal(accounts(this).mobileNumberField, shown);
});

Given('the PIN field already holds {string}', function (this: StorefrontWorld, value: string) {
  accounts(this).pinField = value;
});

When('the customer changes the PIN field to {string}', function (this: StorefrontWorld, next: string) {
  accounts(this).changePin(next);
});

Then('the PIN field holds {string}', function (this: StorefrontWorld, kept: string) {
  assert.equal(accounts(this).pinField, kept);
});

// Accounts on the server

Given(
  'a customer account for {string} with PIN {string}',
  function (this: StorefrontWorld, mobileNumber: string, pin: string) {
    accounts(this).authGateway.addAccount({ loginId: phoneLoginId(mobileNumber), pin });
  },
);

Given(
  'a customer account for {string} with PIN {string} set up for the industries:',
  function (this: StorefrontWorld, mobileNumber: string, pin: string, table: DataTable) {
    const industryTypes = table.hashes().map((row) => ({ id: Number(row['industry id']), name: row.name ?? '' }));
    accounts(this).authGateway.addAccount({ loginId: phoneLoginId(mobileNumber), pin, industryTypes });
  },
);

Given('an unfinished registration for {string}', function (this: StorefrontWorld, mobileNumber: string) {
  accounts(this).addUnfinishedRegistration(mobileNumber);
});

Given('the account server cannot be reached', function (this: StorefrontWorld) {
  const unreachable: AppError = { code: 'REQUEST_TIMEOUT', message: 'Request Timeout' };
  accounts(this).authGateway.failNextCallWith(unreachable);
});

// Login

When(
  'the customer logs in with mobile number {string} and PIN {string}',
  async function (this: StorefrontWorld, mobileNumber: string, pin: string) {
    await accounts(this).logInWith(mobileNumber, pin);
  },
);

Given(
  'the customer has logged in to the account {string} with PIN {string}',
  async function (this: StorefrontWorld, mobileNumber: string, pin: string) {
    const outcome = await accounts(this).logInWith(mobileNumber, pin);
    assert.ok(outcome.ok, `The login was refused: ${JSON.stringify(outcome)}`);
  },
);

Then(
  'the login dialog shows {string} under the {}',
  function (this: StorefrontWorld, message: string, fieldName: string) {
    const outcome = accounts(this).lastLogIn;
    assert.ok(outcome && !outcome.ok && outcome.reason === 'INVALID_FORM', 'The login form was not refused');
    const field = formField(fieldName);
    assert.ok(field === 'mobileNumber' || field === 'pin', 'The login dialog has only the number and the PIN');
    assert.equal(messageOf(outcome.problems[field]), message);
  },
);

Then("the login dialog shows the server's message {string}", function (this: StorefrontWorld, message: string) {
  const outcome = accounts(this).lastLogIn;
  assert.ok(outcome && !outcome.ok && outcome.reason === 'REFUSED', 'The server did not refuse the login');
  assert.equal(outcome.message, message);
});

Then('no login is sent to the server', function (this: StorefrontWorld) {
  assert.deepEqual(
    accounts(this).authGateway.calls.filter((call) => call.call === 'authenticate'),
    [],
  );
});

Then(
  'the login sends the login id {string} with the PIN {string}',
  function (this: StorefrontWorld, loginId: string, pin: string) {
    const logins = accounts(this).authGateway.calls.filter((call) => call.call === 'authenticate');
    assert.deepEqual(logins.at(-1), { call: 'authenticate', credentials: { loginId, password: pin } });
  },
);

Then('the customer is logged in to the account {string}', function (this: StorefrontWorld, loginId: string) {
  const session = accounts(this).sessionStore.current;
  assert.equal(session?.kind, 'customer');
  assert.equal(session.user.mobileNumber, loginId);
  assert.equal(session.startedAt, this.clock.now());
});

Then('nobody is logged in to an account', function (this: StorefrontWorld) {
  assert.equal(accounts(this).sessionStore.current, null);
});

Then('the login lands on the stores of industry {int}', function (this: StorefrontWorld, industryId: number) {
  const outcome = accounts(this).lastLogIn;
  assert.ok(outcome?.ok, 'The customer is not logged in');
  assert.equal(outcome.landingIndustryId, industryId);
});

Then('the login lands on the store listing without an industry', function (this: StorefrontWorld) {
  const outcome = accounts(this).lastLogIn;
  assert.ok(outcome?.ok, 'The customer is not logged in');
  assert.equal(outcome.landingIndustryId, null);
});

Then(
  'the login hands over to sign-up at step {int}, offering to resend the OTP',
  function (this: StorefrontWorld, step: number) {
    const outcome = accounts(this).lastLogIn;
    assert.ok(outcome && !outcome.ok && outcome.reason === 'REFUSED', 'The server did not refuse the login');
    assert.equal(outcome.signUp?.step, step);
    assert.equal(outcome.signUp.otpSend, true);
  },
);

// Sign-up

When('the customer starts signing up', function (this: StorefrontWorld) {
  accounts(this).startSignUpOver();
});

When('the customer signs up with the mobile number {string}', async function (this: StorefrontWorld, number: string) {
  await accounts(this).submitSignUpNumber(number);
});

When('the customer asks the sign-up to resend the OTP', async function (this: StorefrontWorld) {
  const driver = accounts(this);
  await driver.submitSignUpNumber(driver.signUpState.mobileNumber ?? '');
});

When('the customer enters the OTP sent to the number', async function (this: StorefrontWorld) {
  const driver = accounts(this);
  await driver.enterSignUpOtp(driver.sentSignUpOtp());
});

When('the customer enters the OTP {string}', async function (this: StorefrontWorld, otp: string) {
  await accounts(this).enterSignUpOtp(otp);
});

When(
  'the customer finishes signing up as {string} with the PIN {string}',
  async function (this: StorefrontWorld, fullName: string, pin: string) {
    await accounts(this).finishSignUp(fullName, pin);
  },
);

When(
  'the customer finishes signing up as {string} with the PIN {string}, the e-mail {string} and the date of birth {string}',
  async function (this: StorefrontWorld, fullName: string, pin: string, email: string, dob: string) {
    await accounts(this).finishSignUp(fullName, pin, { email, dob });
  },
);

Then(
  'the sign-up sends the e-mail {string} and the date of birth {string}',
  function (this: StorefrontWorld, email: string, dob: string) {
    const update = accounts(this).authGateway.calls.find((call) => call.call === 'updateUser');
    assert.ok(update && update.call === 'updateUser', 'No profile was sent');
    assert.equal(update.profile.email ?? 'nothing', email);
    assert.equal(update.profile.dob ?? 'nothing', dob);
  },
);

Given('the customer has reached step {int} of the sign-up', async function (this: StorefrontWorld, step: number) {
  await accounts(this).reachSignUpStep(step);
});

When('the customer goes back in the sign-up', function (this: StorefrontWorld) {
  accounts(this).goBackInSignUp();
});

When('the customer starts the sign-up over', function (this: StorefrontWorld) {
  accounts(this).startSignUpOver();
});

Then('the sign-up is at step {int}', function (this: StorefrontWorld, step: number) {
  assert.equal(accounts(this).signUpState.step, step);
});

Then('the sign-up is at step {int}, offering to resend the OTP', function (this: StorefrontWorld, step: number) {
  const state = accounts(this).signUpState;
  assert.equal(state.step, step);
  assert.equal(state.otpSend, true);
  assert.equal(accounts(this).lastSignUpStep?.outcome.ok, true);
});

Then('a new OTP is sent for the sign-up', function (this: StorefrontWorld) {
  const driver = accounts(this);
  assert.deepEqual(driver.authGateway.calls.at(-1), { call: 'resendOtp', userId: driver.signUpState.userId });
});

Then('the sign-up is finished', function (this: StorefrontWorld) {
  assert.equal(accounts(this).signUpState.finished, true);
});

Then("the sign-up screen shows the server's message {string}", function (this: StorefrontWorld, message: string) {
  const outcome = accounts(this).lastSignUpStep?.outcome;
  assert.ok(outcome && !outcome.ok && outcome.reason === 'REFUSED', 'The server did not refuse the sign-up step');
  assert.equal(outcome.message, message);
});

Then('the sign-up screen shows {string}', function (this: StorefrontWorld, text: string) {
  assert.equal(accounts(this).signUpState.step, -1, 'Only step -1 has a text of its own');
  assert.equal(englishText(authTextKeys.accountAlreadyActive), text);
});

Then(
  'the sign-up screen shows {string} under the {}',
  function (this: StorefrontWorld, message: string, fieldName: string) {
    const outcome = accounts(this).lastSignUpStep?.outcome;
    assert.ok(outcome && !outcome.ok && outcome.reason === 'INVALID_FORM', 'The sign-up form was not refused');
    assert.equal(messageOf(outcome.problems[formField(fieldName)]), message);
  },
);

// Forgot PIN

When('the customer asks to reset the PIN of {string}', async function (this: StorefrontWorld, mobileNumber: string) {
  await accounts(this).requestPinReset(mobileNumber);
});

When(
  'the customer sets the new PIN {string} with the code sent to the number',
  async function (this: StorefrontWorld, pin: string) {
    await accounts(this).setNewPin(pin);
  },
);

Then('the PIN reset is at step {int}', function (this: StorefrontWorld, step: number) {
  assert.equal(accounts(this).forgotPinState.step, step);
});

Then('the PIN reset is finished', function (this: StorefrontWorld) {
  assert.equal(accounts(this).forgotPinState.finished, true);
});

Then("the PIN reset shows the server's message {string}", function (this: StorefrontWorld, message: string) {
  const outcome = accounts(this).lastForgotPinStep?.outcome;
  assert.ok(outcome && !outcome.ok && outcome.reason === 'REFUSED', 'The server did not refuse the PIN reset');
  assert.equal(outcome.message, message);
});

// Guests

When(
  'the storefront signs the visitor in as a guest on the device {string}',
  async function (this: StorefrontWorld, deviceId: string) {
    await accounts(this).signInAsGuest(deviceId);
  },
);

Then('the visitor has a guest session for the device {string}', function (this: StorefrontWorld, deviceId: string) {
  const driver = accounts(this);
  assert.equal(driver.sessionStore.current?.kind, 'anonymous');
  assert.deepEqual(driver.authGateway.calls, [{ call: 'authenticateAnonymously', deviceId }]);
});

// The session

Given(
  'the session holds {int} products in the cart and {int} orders in the order lists',
  function (this: StorefrontWorld, products: number, orders: number) {
    const data = accounts(this).sessionScopedData;
    data.cartProducts = Array.from({ length: products }, (_, index) => `product-${index + 1}`);
    data.orderLists = {
      active: Array.from({ length: orders }, (_, index) => `order-${index + 1}`),
      past: [],
      cancelled: [],
    };
  },
);

/** Which kind of call failed, as analysts name it. */
const requestKinds: Record<string, Pick<RequestFailureContext, 'duringLogin' | 'transportService'>> = {
  'store request': { duringLogin: false, transportService: false },
  'login request': { duringLogin: true, transportService: false },
  'transport request': { duringLogin: false, transportService: true },
};

When(
  'a {} answers {int} while the customer is on {string}',
  async function (this: StorefrontWorld, request: string, status: number, pagePath: string) {
    const kind = requestKinds[request];
    if (!kind) throw new Error(`Unknown request "${request}"`);
    await accounts(this).failRequest(status, { ...kind, pagePath });
  },
);

function assertSessionCleared(driver: AccountsDriver): void {
  assert.equal(driver.sessionStore.current, null);
  assert.deepEqual(driver.sessionScopedData.cartProducts, []);
  assert.deepEqual(driver.sessionScopedData.orderLists, { active: [], past: [], cancelled: [] });
}

function assertSessionKept(driver: AccountsDriver): void {
  assert.notEqual(driver.sessionStore.current, null);
  assert.equal(driver.sessionScopedData.isEmpty, false);
}

Then('the session ends', function (this: StorefrontWorld) {
  assert.equal(accounts(this).lastSessionEffect, 'END_SESSION');
  assertSessionCleared(accounts(this));
});

Then('the session stays', function (this: StorefrontWorld) {
  assert.equal(accounts(this).lastSessionEffect, 'KEEP_SESSION');
  assertSessionKept(accounts(this));
});

Then('the session stays and the transport service logs in again', function (this: StorefrontWorld) {
  assert.equal(accounts(this).lastSessionEffect, 'LOG_IN_AGAIN');
  assertSessionKept(accounts(this));
});

Then('the customer is told the session ended: {string}', function (this: StorefrontWorld, message: string) {
  // The product says it in the session-expired dialog, shown when a request ends the session.
  assert.equal(accounts(this).lastSessionEffect, 'END_SESSION');
  assert.equal(englishText(sessionExpiredMessageKey), message);
});

Then('the session, the cart and the order lists are cleared', function (this: StorefrontWorld) {
  assertSessionCleared(accounts(this));
});

When('the customer logs out of the account', async function (this: StorefrontWorld) {
  await accounts(this).logOutOfAccount();
});

Then('the server is told of the logout', function (this: StorefrontWorld) {
  const driver = accounts(this);
  const logouts = driver.authGateway.calls.filter((call) => call.call === 'logout');
  assert.equal(logouts.length, 1);
  assert.match(logouts[0]?.call === 'logout' ? logouts[0].token : '', /^token-/);
});
