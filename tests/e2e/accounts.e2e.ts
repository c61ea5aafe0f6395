import { expect, test } from './support/journey';
import { demoCustomer, logIn } from './support/accounts';
import { freshNumber, latestOtp } from './support/sign-up';

test('a customer signs up with the OTP from the outbox, logs out, logs in, and resets the PIN', async ({
  page,
  request,
}) => {
  const number = freshNumber();
  const account = page.getByRole('group', { name: 'Account' });

  await page.goto('/signup/user?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
  await page.getByLabel('Mobile number').fill(number.typed);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await page.getByLabel('One-time password (OTP)').fill(await latestOtp(request, number.loginId, 'Sign-up code'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await page.getByLabel('Full name').fill('Aino Virtanen');
  await page.getByLabel('PIN', { exact: true }).fill('246810');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/products(\?industryId=\d+)?$/);
  await expect(account.getByText('Aino Virtanen')).toBeVisible();

  await account.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/(home|products)/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  await logIn(page, number.typed, '000000');
  await expect(page.getByRole('dialog', { name: 'Login' }).getByRole('alert')).toBeVisible();
  await page.getByRole('dialog', { name: 'Login' }).getByLabel('PIN', { exact: true }).fill('246810');
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Login' }).click();
  await expect(account.getByText('Aino Virtanen')).toBeVisible();
  await account.getByRole('button', { name: 'Log out' }).click();

  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Login' }).getByRole('link', { name: 'Forgot pin?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot PIN' })).toBeVisible();
  await page.getByLabel('Mobile number').fill(number.typed);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await page.getByLabel('One-time password (OTP)').fill(await latestOtp(request, number.loginId, 'PIN reset code'));
  await page.getByLabel('New PIN', { exact: true }).fill('135790');
  await page.getByRole('button', { name: 'Change PIN' }).click();
  await expect(page.getByText('Your PIN has been changed. Please log in.')).toBeVisible();

  await logIn(page, number.typed, '135790', page.getByRole('main'));
  await expect(account.getByText('Aino Virtanen')).toBeVisible();
});

test('the demo customer logs in from the header and lands on the stores', async ({ page }) => {
  await page.goto('/?lng=en');
  await logIn(page, demoCustomer.typedNumber, demoCustomer.pin);
  await expect(page).toHaveURL(/\/products(\?industryId=\d+)?$/);
  await expect(page.getByRole('group', { name: 'Account' }).getByRole('button', { name: 'Log out' })).toBeVisible();
});
