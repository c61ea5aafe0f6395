import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, parseServerConfig } from '@/server/config/server-config';
import { checkedStorefrontConfigFile } from '@/server/config/storefront-config-file';
import { startTestServer, type TestServer } from '../start-test-server';

const indexHtml =
  '<!doctype html><html lang="fi"><head><title>Storefront</title></head><body><div id="root"></div></body></html>';

describe("a host's configuration picked at start (STOREFRONT_CONFIG)", () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'storefront-host-'));
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  async function hostFile(name: string, content: string): Promise<string> {
    const file = path.join(root, name);
    await writeFile(file, content);
    return file;
  }

  it('is read from the environment as given', () => {
    expect(parseServerConfig({ STOREFRONT_CONFIG: 'examples/arena.json' }).storefrontConfigFile).toBe(
      'examples/arena.json',
    );
    expect(parseServerConfig({ STOREFRONT_CONFIG: '' }).storefrontConfigFile).toBeUndefined();
  });

  it('is accepted when the storefront can start with it, as an absolute path', async () => {
    const file = await hostFile('good.json', JSON.stringify({ brandName: 'Kahvila Kuu', currencySymbol: '€' }));
    expect(checkedStorefrontConfigFile(path.relative(process.cwd(), file))).toBe(file);
  });

  it.each([
    ['a field of the wrong kind', '{"brandName": 42}', 'brandName:'],
    ['an unknown field', '{"brandNme": "Kuu"}', 'brandNme: unknown field'],
    ['a colour that is not #rrggbb', '{"colours": {"primary": "blue"}}', 'colours.primary:'],
    ['text that is not JSON', '{"brandName": ', 'it is not JSON'],
  ])('stops the start for %s, naming the variable, the file and the field', async (_case, content, named) => {
    const file = await hostFile('bad.json', content);
    expect(() => checkedStorefrontConfigFile(file)).toThrow(ConfigError);
    expect(() => checkedStorefrontConfigFile(file)).toThrow(`STOREFRONT_CONFIG: ${file}: `);
    expect(() => checkedStorefrontConfigFile(file)).toThrow(named);
  });

  it('stops the start for a file that is not there', () => {
    expect(() => checkedStorefrontConfigFile(path.join(root, 'missing.json'))).toThrow(
      /STOREFRONT_CONFIG: .*missing\.json: it cannot be read/,
    );
  });

  describe('served by the server', () => {
    let server: TestServer;
    const hostConfig = {
      brandName: 'Areena Kahvio',
      arena: true,
      api: { walletBaseUrl: 'https://api.example.fi/api' },
    };

    beforeAll(async () => {
      const dist = path.join(root, 'dist');
      await mkdir(dist);
      await writeFile(path.join(dist, 'index.html'), indexHtml);
      await writeFile(path.join(dist, 'config.json'), JSON.stringify({ brandName: 'Built-in' }));
      const file = checkedStorefrontConfigFile(await hostFile('arena.json', JSON.stringify(hostConfig)));
      server = await startTestServer({ staticDir: dist, storefrontConfigFile: file });
    });

    afterAll(async () => {
      await server?.stop();
    });

    it("answers /config.json with the host's file, not the build's, asked again every time", async () => {
      const response = await fetch(`${server.baseUrl}/config.json`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual(hostConfig);
    });

    it("puts the host's configuration into the page, and lets the page reach the host's API", async () => {
      const response = await fetch(`${server.baseUrl}/`, { headers: { accept: 'text/html' } });
      const page = await response.text();
      expect(page).toContain('"brandName":"Areena Kahvio"');
      expect(page).not.toContain('Built-in');
      expect(response.headers.get('content-security-policy')).toContain('https://api.example.fi');
    });
  });
});
