import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './support/journey';
import { seeded } from './support/seeded';
import { mapsStandInRecord, serveGoogleMapsStandIn } from './support/google-maps';
import { startOwnServer, type OwnServer } from './support/own-server';
import { textsIn, type Texts } from './support/texts';
import { journeyLanguages } from './support/journey-languages';

/**
 * The Google adapters (the store's map with its marker, the address picker's map and geocoder, the places search)
 * on a host whose configuration names a maps key. Google cannot be reached here: a stand-in of the Maps JavaScript
 * API's documented surface (support/google-maps-stand-in.js) is served in place of Google's script, and the
 * journeys check what the adapters asked of it and what the customer then sees.
 */
const mapsKey = 'stand-in-maps-key';
const configFile = path.join(os.tmpdir(), `storefront-maps-config-${process.pid}.json`);
// Sataman Helmi's place in the seed (src/server/seed/seed-stores.ts).
const helmi = { lat: 60.1668, lng: 24.9527 };
// The host's point, which the address search is biased around: central Helsinki.
const mapCentre = { lat: 60.1699, long: 24.9384 };

let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const built = JSON.parse(readFileSync(path.join(__dirname, '../../dist/config.json'), 'utf8')) as object;
  writeFileSync(configFile, JSON.stringify({ ...built, mapsApiKey: mapsKey, mapCentre }));
  server = await startOwnServer(110_000, { STOREFRONT_CONFIG: configFile });
});

test.afterAll(async () => server?.dispose());

async function openMapPicker(page: Page, t: Texts) {
  await page.getByRole('button', { name: t('deliverTo.openAddresses', { address: t('deliverTo.noAddress') }) }).click();
  await page
    .getByRole('dialog', { name: t('addresses.title') })
    .getByRole('button', { name: t('addresses.addNew') })
    .click();
  const picker = page.getByRole('dialog', { name: t('addresses.map.title') });
  await expect(picker.getByRole('region', { name: t('addresses.map.label') })).toBeVisible();
  return picker;
}

for (const language of journeyLanguages(__filename)) {
  const t = textsIn(language);

  test(`[${language}] the store's map is Google's, loaded with the host's key, its marker on the store`, async ({
    page,
  }) => {
    await serveGoogleMapsStandIn(page);
    await page.goto(`${server.url}/products/product-list/sataman-helmi/ALL/ALL/21?lng=${language}&trade_type_id=1`);
    // The server drew the page; its buttons work once the browser has taken it over.
    const soup = seeded('Lohikeitto', language);
    await expect(page.getByRole('button', { name: t('catalog.row.addLabel', { name: soup }) })).toBeEnabled();
    await page.getByRole('button', { name: t('catalog.header.info', { name: 'Sataman Helmi' }) }).click();
    const map = page.getByRole('dialog', { name: 'Sataman Helmi' }).getByRole('region', {
      name: t('catalog.header.mapLabel', { name: 'Sataman Helmi', lat: helmi.lat, long: helmi.lng }),
    });
    await expect(map.getByRole('img', { name: `Stand-in marker at ${helmi.lat}, ${helmi.lng}` })).toBeVisible();
    const asked = await mapsStandInRecord(page);
    expect(asked.scriptParams).toMatchObject({ key: mapsKey, libraries: 'places' });
  });

  test(`[${language}] a click on the address picker's map moves the point, and Google's geocoder names it`, async ({
    page,
  }) => {
    await serveGoogleMapsStandIn(page);
    await page.goto(`${server.url}/?lng=${language}`);
    const picker = await openMapPicker(page, t);
    const map = picker.getByRole('region', { name: t('addresses.map.label') });
    await map.click({ position: { x: 40, y: 30 } });

    const [clicked] = (await mapsStandInRecord(page)).clicks;
    expect(clicked).toBeDefined();
    const latitude = picker.getByRole('textbox', { name: t('addresses.map.latitude') });
    await expect(latitude).toHaveValue(String(clicked!.lat));
    await expect(picker.getByRole('textbox', { name: t('addresses.map.longitude') })).toHaveValue(String(clicked!.lng));
    // The marker follows the point the customer chose.
    await expect(map.getByRole('img', { name: `Stand-in marker at ${clicked!.lat}, ${clicked!.lng}` })).toBeVisible();

    await picker.getByRole('button', { name: t('addresses.map.confirm') }).click();
    const form = page.getByRole('dialog', { name: t('address.confirmDetails') });
    await expect(form.getByRole('textbox', { name: t('address.fields.street') })).toHaveValue('Mannerheimintie');
    await expect(form.getByRole('textbox', { name: t('address.fields.area') })).toHaveValue('Kamppi');
    await expect(form.getByRole('textbox', { name: t('address.fields.building') })).toHaveValue('22');
    const { geocodeRequests } = await mapsStandInRecord(page);
    expect(geocodeRequests).toContainEqual({ location: clicked });
  });

  test(`[${language}] the address search asks Google's place predictions near the host, and a pick moves the point`, async ({
    page,
  }) => {
    await serveGoogleMapsStandIn(page);
    await page.goto(`${server.url}/?lng=${language}`);
    const picker = await openMapPicker(page, t);
    await picker.getByRole('textbox', { name: t('addresses.map.search') }).fill('kampin');
    await picker.getByRole('button', { name: t('addresses.map.searchButton') }).click();
    await picker
      .getByRole('list', { name: t('addresses.map.suggestions') })
      .getByRole('button', { name: 'Kampinkuja 2, Helsinki' })
      .click();
    await expect(picker.getByRole('textbox', { name: t('addresses.map.latitude') })).toHaveValue('60.1688');
    await expect(picker.getByRole('textbox', { name: t('addresses.map.longitude') })).toHaveValue('24.9318');

    const { predictionRequests, geocodeRequests } = await mapsStandInRecord(page);
    expect(predictionRequests).toEqual([
      {
        input: 'kampin',
        locationBias: { center: { lat: mapCentre.lat, lng: mapCentre.long }, radius: 20_000 },
        types: ['address'],
      },
    ]);
    expect(geocodeRequests).toContainEqual({ placeId: 'stand-in-kamppi' });
  });
}
