import type { FrameLocator, Page } from '@playwright/test';
import { routeConfigJson } from './config-route';

/**
 * Paying on the cart summary: which methods the served configuration offers, the sandbox card forms and where a
 * paid order lands. The sandbox terminal, bank card form, card checkout and bank login are served by the
 * reference server itself. Filling the cart and opening the summary are in ./storefront.
 */

export const allPaymentMethods = [
  'CASH',
  'NEST_CARD_PAY',
  'NEST_MOBILE_PAY',
  'STRIPE',
  'PAYMENT_BY_CARD_BANK_ALFALAH',
  'PAYMENT_BY_SONERI',
] as const;

/**
 * The served configuration with these payment methods enabled (all by default), for this page only; a host that
 * enables the bank card form is a Pakistani one, the only kind that may offer it.
 */
export async function enablePaymentMethods(page: Page, methods: readonly string[] = allPaymentMethods) {
  await routeConfigJson(page, async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    const host = methods.includes('PAYMENT_BY_CARD_BANK_ALFALAH') ? 'PAKISTAN' : 'INTERNATIONAL';
    await route.fulfill({ response, json: { ...config, paymentMethods: methods, host } });
  });
}

/** Types a card into a sandbox card form (in its frame): number, expiry 12/34 and, where the form asks, a CVC. */
export async function typeCard(form: FrameLocator, number: string, cvc?: string): Promise<void> {
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  if (cvc !== undefined) await form.getByLabel('CVC').fill(cvc);
}

/** The confirmation page of a paid order, as the after-payment steps open it from the restaurants' tab. */
export const paymentSuccessUrl = /\/checkout\/payment-success\/inv_[0-9A-Za-z]+\?trade_type_id=1/;
