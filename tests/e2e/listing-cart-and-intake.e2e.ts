import { expect, test, type APIRequestContext } from './support/journey';
import { addOne, helmiListIn } from './support/storefront';
import { textsIn } from './support/texts';
import { journeyLanguages } from './support/journey-languages';

// Issue 28, row 10, and issue 26, part 5, in either language (support/journey-languages.ts): a customer with a cart reloads the store listing and
// its cart entry shows the count at once, without a store visited first; a store whose owner paused new orders
// says so on its listing card, with until when. Seeded: helmi-owner owns Sataman Helmi, which sells Lohikeitto.

const pausePath = '/merchant/v1/store/order_intake/pause';

async function ownerToken(request: APIRequestContext): Promise<string> {
  const signIn = await request.post('/merchant/v1/staff/sign_in', {
    data: { username: 'helmi-owner', password: 'helmi-owner-2026' },
  });
  expect(signIn.status()).toBe(200);
  return ((await signIn.json()) as { token: string }).token;
}

/** A text with its time as any time: the journey does not know the instant the server counted from. */
function atAnyTime(text: (time: string) => string): RegExp {
  const [before = '', after = ''] = text('\u0000').split('\u0000');
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escape(before)}.+${escape(after)}`);
}

for (const language of journeyLanguages(__filename)) {
  test(`${language}: the listing shows the cart at once and a paused store's card`, async ({ page, request }) => {
    test.setTimeout(60_000);
    const t = textsIn(language);
    const soupName = language === 'en' ? 'Salmon soup' : 'Lohikeitto';
    await page.goto(helmiListIn(language));
    await page.waitForLoadState('networkidle');
    await addOne(page, soupName, t);

    const token = await ownerToken(request);
    const headers = { authorization: `Bearer ${token}` };
    try {
      const paused = await request.put(pausePath, { headers, data: { minutes: 30 } });
      expect(paused.status()).toBe(200);

      // The server draws the note into the page, and the app takes it over without redrawing it: no error.
      const drawn = await request.get(`/?lng=${language}`, { headers: { accept: 'text/html' } });
      expect(await drawn.text()).toMatch(atAnyTime((time) => t('cart.notTakingOrders.cardUntil', { time })));
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().includes('Failed to load resource'))
          errors.push(message.text());
      });
      await page.goto(`/?lng=${language}`);
      const entry = page.getByRole('region', { name: t('catalog.checkoutBar.label') });
      await expect(entry).toContainText(t('catalog.checkoutBar.items', { count: 1 }));

      const helmi = page.getByRole('article', { name: 'Sataman Helmi' });
      await expect(helmi.getByRole('note')).toHaveText(
        atAnyTime((time) => t('cart.notTakingOrders.cardUntil', { time })),
      );
      const other = page.getByRole('article', { name: 'Kallion Keittiö' });
      await expect(other).toBeVisible();
      await expect(other.getByRole('note')).toHaveCount(0);
      expect(errors).toEqual([]);

      // A reload reads the kept cart again, before any store is opened.
      await page.reload();
      await expect(page.getByRole('region', { name: t('catalog.checkoutBar.label') })).toContainText(
        t('catalog.checkoutBar.items', { count: 1 }),
      );
    } finally {
      await request.delete(pausePath, { headers });
    }
  });
}
