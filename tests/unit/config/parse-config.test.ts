import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describeConfigProblems, parseStorefrontConfig } from '@/config/parse-config';

describe('parseStorefrontConfig', () => {
  it('fills every default for an empty configuration', () => {
    const result = parseStorefrontConfig({});
    expect(result).toMatchObject({
      ok: true,
      config: { layout: 'STANDARD', currencySymbol: null, defaultIndustryId: 21, paymentMethods: ['CASH'] },
    });
  });

  it('accepts the configuration the repository ships', () => {
    const shipped: unknown = JSON.parse(readFileSync(path.join(__dirname, '../../../src/config/config.json'), 'utf8'));
    expect(parseStorefrontConfig(shipped).ok).toBe(true);
  });

  it('names each bad field, nested ones by their path', () => {
    const result = parseStorefrontConfig({ layout: 'FANCY', colours: { primary: 'blue' }, defaultIndustryId: -1 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((problem) => problem.field).sort()).toEqual([
      'colours.primary',
      'defaultIndustryId',
      'layout',
    ]);
    expect(describeConfigProblems(result.problems)).toContain('colours.primary: must be a colour like #1565c0');
  });

  it('refuses fields it does not know, so a typo does not pass silently', () => {
    const result = parseStorefrontConfig({ brandname: 'Typo' });
    expect(result).toEqual({ ok: false, problems: [{ field: 'brandname', problem: 'unknown field' }] });
  });

  it("defaults the map centre to the spec's and leaves the host's own footer links out", () => {
    const result = parseStorefrontConfig({});
    expect(result).toMatchObject({
      ok: true,
      config: {
        mapCentre: { lat: 24.85, long: 67.01 },
        appLinks: { appStore: null, googlePlay: null },
        socialLinks: [],
        newsletterFormUrl: null,
      },
    });
  });

  it('takes the live card terminal as an https address, none by default', () => {
    expect(parseStorefrontConfig({})).toMatchObject({ ok: true, config: { networkCardTerminalUrl: null } });
    const terminal = 'https://epayment.example.eu/Terminal/default.aspx';
    expect(parseStorefrontConfig({ networkCardTerminalUrl: terminal })).toMatchObject({
      ok: true,
      config: { networkCardTerminalUrl: terminal },
    });
    const plain = parseStorefrontConfig({ networkCardTerminalUrl: 'http://epayment.example.eu/Terminal' });
    expect(plain.ok ? [] : plain.problems.map((problem) => problem.field)).toEqual(['networkCardTerminalUrl']);
  });

  it('refuses a footer link that is not https, a network it has no name for, and a centre off the globe', () => {
    const result = parseStorefrontConfig({
      appLinks: { appStore: 'javascript:alert(1)' },
      socialLinks: [{ network: 'myspace', url: 'https://myspace.example' }],
      newsletterFormUrl: 'http://forms.example.net',
      mapCentre: { lat: 95, long: 0 },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((problem) => problem.field).sort()).toEqual([
      'appLinks.appStore',
      'mapCentre.lat',
      'newsletterFormUrl',
      'socialLinks.0.network',
    ]);
    expect(describeConfigProblems(result.problems)).toContain('newsletterFormUrl: must be an https:// address');
  });

  it('refuses a configuration that is not an object', () => {
    const result = parseStorefrontConfig([1, 2]);
    expect(result.ok).toBe(false);
  });
});
