import type { Page } from '@playwright/test';

/** The seeded demo customer (src/server/seed), as typed into the login dialog after the +92 mask. */
export const demoCustomer = { typedNumber: '3001234567', pin: '123456' } as const;

/** Logs in from the header's Log in button with the login dialog. */
export async function logIn(page: Page, typedNumber: string, pin: string): Promise<void> {
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Mobile number').fill(typedNumber);
  await dialog.getByLabel('PIN', { exact: true }).fill(pin);
  await dialog.getByRole('button', { name: 'Login' }).click();
}
