import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseStorefrontConfig } from '@/config/parse-config';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { seedStores } from '@/server/seed/seed-stores';

const examplesDir = path.resolve(__dirname, '../../../examples');
const exampleFiles = readdirSync(examplesDir).filter((file) => file.endsWith('.json'));

function exampleHost(file: string): StorefrontConfig {
  const result = parseStorefrontConfig(JSON.parse(readFileSync(path.join(examplesDir, file), 'utf8')));
  if (!result.ok) throw new Error(`${file}: ${JSON.stringify(result.problems)}`);
  return result.config;
}

describe('the example hosts (examples/*.json, started with STOREFRONT_CONFIG)', () => {
  it('include the Helsinki stores, an arena venue, a Pakistani grocery and a single café', () => {
    expect(exampleFiles).toEqual(
      expect.arrayContaining(['helsinki.json', 'arena.json', 'karachi-grocery.json', 'cafe.json']),
    );
  });

  it.each(exampleFiles)('%s is a configuration the storefront starts with', (file) => {
    expect(exampleHost(file).brandName).not.toBe('Storefront');
  });

  it.each(exampleFiles)('%s names only stores the reference server seeds', (file) => {
    const single = exampleHost(file).singleMerchantQueryId;
    if (single !== null) expect(seedStores.map((store) => store.query_id)).toContain(single);
  });

  it('gives each kind of host what makes it that host', () => {
    expect(exampleHost('helsinki.json').paymentMethods).toEqual(['CASH', 'NEST_CARD_PAY', 'NEST_MOBILE_PAY', 'STRIPE']);
    const arena = exampleHost('arena.json');
    expect([arena.arena, arena.layout, arena.splash]).toEqual([true, 'PROMINENT', true]);
    expect(arena.languages).toEqual(['fi']);
    const karachi = exampleHost('karachi-grocery.json');
    expect(karachi.currencySymbol).toBe('Rs');
    expect(karachi.paymentMethods).toContain('PAYMENT_BY_CARD_BANK_ALFALAH');
    expect(karachi.host).toBe('PAKISTAN');
    expect(exampleHost('cafe.json').singleMerchantQueryId).toBe('kahvila-aalto');
  });

  it("opens each host's maps on its own city, and gives the Helsinki host its footer links", () => {
    expect(exampleHost('helsinki.json').mapCentre).toEqual({ lat: 60.1699, long: 24.9384 });
    expect(exampleHost('karachi-grocery.json').mapCentre).toEqual({ lat: 24.85, long: 67.01 });
    const helsinki = exampleHost('helsinki.json');
    expect(helsinki.socialLinks.map((link) => link.network)).toEqual(['instagram', 'facebook']);
    expect(helsinki.appLinks.appStore).toMatch(/^https:\/\//);
    expect(helsinki.newsletterFormUrl).toMatch(/^https:\/\//);
  });
});
