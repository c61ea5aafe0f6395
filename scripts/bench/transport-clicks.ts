import path from 'node:path';
import { translations as rides } from '../../src/presentation/i18n/locales/fi-transport';
import { airport, kamppi } from '../../tests/e2e/support/transport-route';
import { clickLatency, timedClick, type ClickLatency, type ProbeBrowser } from './click-probe';

// The transport host's click probe: picking a car type on the booking form once its prices are in. The
// repository's example transport host (examples/transport.json: Economy, Comfort, Van), served by the server as
// config.json, so the server prices the car types the page offers.

export const transportHostEnv = { STOREFRONT_CONFIG: path.resolve(__dirname, '../../examples/transport.json') };

const form = rides.rides.form;
const timeout = 30_000;

/**
 * The booking form in a phone's viewport: the route typed and picked from the suggestions (Kamppi to the airport),
 * the passenger, "See prices"; then at 4× CPU slowdown, Economy and Comfort picked in turn, every click measured.
 */
export async function carTypeClicks(probe: ProbeBrowser, baseUrl: string, clicks: number): Promise<ClickLatency[]> {
  const { page } = probe;
  await page.goto(`${baseUrl}/transport/main-page`);
  for (const [group, place] of [
    [form.pickup, kamppi],
    [form.dropoff, airport],
  ] as const) {
    const fields = page.getByRole('group', { name: group });
    await fields.getByRole('combobox', { name: form.address }).fill(place.typed);
    await fields.getByRole('listbox').getByRole('option', { name: place.picked.fi, exact: true }).click({ timeout });
  }
  await page.getByLabel(form.recipientName).fill('Aino Virtanen');
  await page.getByLabel(form.recipientPhone).fill('+358 40 123 4567');
  await page.getByRole('button', { name: form.seePrices }).click();
  const car = (title: string) => page.getByRole('radio', { name: new RegExp(`^${title}`) });
  for (const title of ['Economy', 'Comfort']) await car(title).and(page.locator(':enabled')).waitFor({ timeout });
  await probe.slowDown();

  const picks = clickLatency('Transport booking', 'Car type (Economy / Comfort)');
  for (let click = 0; click < clicks; click += 1) {
    const radio = car(click % 2 === 0 ? 'Economy' : 'Comfort');
    await timedClick(page, radio, picks, () => radio.and(page.locator(':checked')).waitFor());
  }
  return [picks];
}
