import type { Locator, Page } from 'playwright';
import { textsIn } from '../../tests/e2e/support/texts';
import { clickLatency, quiet, timedClick, type ClickLatency, type ProbeBrowser } from './click-probe';
import { productListPath, store } from './web-pages';

// The shop's click probes: the product list's Add and quantity buttons, and the cart summary's tip and quantity.
// Seeded data (src/server/seed): Sataman Helmi's Lohikeitto has no stock limit; a guest is offered a tip.

const t = textsIn('fi');
const name = store.product;

function counterOf(page: Page) {
  return {
    add: page.getByRole('button', { name: t('catalog.row.addLabel', { name }), exact: true }),
    counter: page.getByRole('group', { name: t('catalog.row.quantity', { name }), exact: true }),
    increase: page.getByRole('button', { name: t('catalog.row.increase', { name }), exact: true }),
    decrease: page.getByRole('button', { name: t('catalog.row.decrease', { name }), exact: true }),
  };
}

/** The counter shows `quantity` and is no longer busy: the change is stored and painted. */
async function settled(counter: Locator, quantity: number): Promise<void> {
  await counter
    .and(counter.page().locator(':not([aria-busy="true"])'))
    .filter({ hasText: String(quantity) })
    .waitFor();
}

/**
 * One line at `from`, then + and − in turn (1 → 2 → 1 …), every click measured; `after` waits for what follows a
 * step to the quantity it is given.
 */
async function stepQuantity(
  page: Page,
  clicks: number,
  into: ClickLatency,
  from = 1,
  after: (quantity: number) => Promise<void> = async () => {},
): Promise<void> {
  const { counter, increase, decrease } = counterOf(page);
  for (let click = 0; click < clicks; click += 1) {
    const up = click % 2 === 0;
    const quantity = up ? from + 1 : from;
    await timedClick(page, up ? increase : decrease, into, async () => {
      await settled(counter, quantity);
      await after(quantity);
    });
  }
}

/** The product list in a phone's viewport at 4× CPU slowdown: `clicks` on "Add", then on the quantity buttons. */
export async function productListClicks(probe: ProbeBrowser, baseUrl: string, clicks: number): Promise<ClickLatency[]> {
  const { page } = probe;
  await page.goto(`${baseUrl}${productListPath}`);
  const { add, counter, decrease } = counterOf(page);
  await add.waitFor();
  await probe.slowDown();

  // "Add": the first click also loads the cart's storage, as a visitor's first add does; each add is undone
  // (unmeasured) so the next click meets the Add button again.
  const adds = clickLatency('Product list', 'Add');
  for (let click = 0; click < clicks; click += 1) {
    await timedClick(page, add, adds, () => settled(counter, 1));
    await decrease.click();
    await add.waitFor();
    await quiet(page);
  }
  await add.click();
  await settled(counter, 1);
  const steps = clickLatency('Product list', 'Quantity (+/−)');
  await stepQuantity(page, clicks, steps);
  return [adds, steps];
}

/**
 * The cart summary with two soups, in a phone's viewport at 4× CPU slowdown: the tip's quick choices € 20 and
 * € 50 in turn, then the line's quantity + and − in turn (2 → 3 → 2). Each click waits for the server's new price (the
 * summary shows the new tip or subtotal) before the next, so no click meets the last one's pricing.
 */
export async function cartSummaryClicks(probe: ProbeBrowser, baseUrl: string, clicks: number): Promise<ClickLatency[]> {
  const { page } = probe;
  await page.goto(`${baseUrl}${productListPath}`);
  const { add, counter, increase } = counterOf(page);
  await add.click();
  await settled(counter, 1);
  // Two soups: one is below the store's minimum, and the summary (with the tip's line) is drawn only above it.
  await increase.click();
  await settled(counter, 2);
  await page.goto(`${baseUrl}/checkout/cart-summary`);
  await settled(counter, 2);
  // The summary is drawn once the server priced the cart as it is now, so its line shows the click's price.
  const summaryShows = (kind: 'TIP' | 'SUB_TOTAL', amount: string) => () =>
    page.getByTestId(`summary-${kind}`).getByRole('definition').filter({ hasText: amount }).waitFor();
  const tipButton = (amount: number) =>
    page.getByRole('button', {
      name: t('checkout.tip.pick', { amount: t('tip.preset', { currency: '€', amount }) }),
      exact: true,
    });
  await summaryShows('SUB_TOTAL', '€ 29,80')();
  await probe.slowDown();

  const tips = clickLatency('Cart summary', 'Tip (€ 20 / € 50)');
  for (let click = 0; click < clicks; click += 1) {
    const amount = click % 2 === 0 ? 20 : 50;
    const button = tipButton(amount);
    await timedClick(page, button, tips, async () => {
      await button.and(page.locator('[aria-pressed="true"]')).waitFor();
      await summaryShows('TIP', `€ ${amount},00`)();
    });
  }
  const steps = clickLatency('Cart summary', 'Quantity (+/−)');
  await stepQuantity(page, clicks, steps, 2, (quantity) =>
    summaryShows('SUB_TOTAL', quantity === 3 ? '€ 44,70' : '€ 29,80')(),
  );
  return [tips, steps];
}
