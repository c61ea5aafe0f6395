import { expect, type Locator, type Page } from '@playwright/test';

/** The customer's side of signing in: the seeded demo customer, the login dialog and the session the browser keeps. */

/** The seeded demo customer (src/server/seed), as typed into the login dialog after the +92 mask. */
export const demoCustomer = { typedNumber: '3001234567', pin: '123456' } as const;

/** Logs in with the login dialog, opened by the Log in button of `from` (by default the page's only one, the header's). */
export async function logIn(page: Page, typedNumber: string, pin: string, from: Page | Locator = page): Promise<void> {
  await from.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Mobile number').fill(typedNumber);
  await dialog.getByLabel('PIN', { exact: true }).fill(pin);
  await dialog.getByRole('button', { name: 'Login' }).click();
}

/** The session as the storefront keeps it in localStorage ("auth"), or an empty object when there is none. */
export async function storedSession(page: Page): Promise<Record<string, unknown>> {
  const auth = await page.evaluate(() => window.localStorage.getItem('auth'));
  try {
    return JSON.parse(auth ?? '{}') as Record<string, unknown>;
  } catch {
    // A test may seed an unreadable session; until the app replaces it there is no session to show.
    return {};
  }
}

/** The token of the session the storefront signed in with at start-up, once it has one. */
export async function browserSessionToken(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('auth')), { timeout: 15_000 }).not.toBeNull();
  const { token } = await storedSession(page);
  if (typeof token !== 'string') throw new Error('The stored session has no token');
  return token;
}
