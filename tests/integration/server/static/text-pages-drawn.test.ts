import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import hostConfig from '@/config/config.json';
import { repoRoot } from '../run-typescript';
import { startTestServer, type TestServer } from '../start-test-server';

const startPreload = '<link rel="preload" as="script" href="/assets/1.js" data-app-start>';
const indexHtml = `<!doctype html><html lang="fi"><head><title>Storefront</title>${startPreload}</head><body><div id="root"></div></body></html>`;
const html = { accept: 'text/html' };

/**
 * The pages of fixed text as the server sends them, drawn by the real renderer: dist-server/first-screen.js here
 * only hands over the renderer's source (the server's process runs TypeScript), so the page carries the same
 * components `npm run build` would build for it.
 */
const rendererFromSource = `module.exports = require(${JSON.stringify(path.join(repoRoot, 'src/app/first-screen-server.tsx'))});`;

describe('the pages of fixed text, drawn by the server', () => {
  let root: string;
  let server: TestServer;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'storefront-text-pages-'));
    await mkdir(path.join(root, 'dist'));
    await mkdir(path.join(root, 'dist-server'));
    await writeFile(path.join(root, 'dist', 'index.html'), indexHtml);
    await writeFile(path.join(root, 'dist', 'config.json'), JSON.stringify(hostConfig));
    await writeFile(path.join(root, 'dist-server', 'first-screen.js'), rendererFromSource);
    server = await startTestServer({ staticDir: path.join(root, 'dist') });
  });

  afterAll(async () => {
    await server?.stop();
    await rm(root, { recursive: true, force: true });
  });

  const page = async (urlPath: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.baseUrl}${urlPath}`, { headers: { ...html, ...headers } });
    return { response, text: await response.text() };
  };

  it.each([
    ['/faqs', {}, 'fi', 'Usein kysytyt kysymykset', 'Miten teen tilauksen?'],
    ['/faqs?lng=en', {}, 'en', 'FAQs', 'How do I place an order?'],
    ['/about-us', { cookie: 'language=en' }, 'en', 'About Us', 'brings the restaurants, cafés and shops near you'],
    ['/about-us', {}, 'fi', 'Meistä', 'kokoaa lähialueesi ravintolat, kahvilat ja kaupat'],
  ])('answers %s (%j) with its text drawn in %s', async (urlPath, headers, language, heading, body) => {
    const { response, text } = await page(urlPath, headers);
    expect(response.status).toBe(200);
    expect(text).toContain(`<html lang="${language}">`);
    expect(text).toMatch(new RegExp(`<div id="root">.*<h1 id="[^"]+">${heading}</h1>`, 's'));
    expect(text).toContain(body);
    expect(text).toMatch(/<style data-styled="true"/);
    expect(text).toContain(`id="storefront-first-screen">{"language":"${language}","state":{}}</script>`);
    // Drawn whole, it is painted alone: the app's code is asked for once it is on screen.
    expect(text).not.toContain(startPreload);
    // The page depends on the language kept in the cookie.
    expect(response.headers.get('vary')).toMatch(/cookie/i);
  });

  it('answers a drawn page with the same security headers as any page', async () => {
    const { response, text } = await page('/contact?lng=en');
    expect(text).toContain('Read the FAQs');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).not.toContain("'unsafe-inline'");
    // Nothing drawn runs as a script: the page's state is a JSON data block.
    expect(text.match(/<script(?![^>]*type="application\/json")/g)).toBeNull();
  });

  it.each(['/no-such-page', '/faqs/more'])(
    'answers %s as not found, with "Page not found" drawn whole',
    async (urlPath) => {
      const { response, text } = await page(urlPath);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(text).toMatch(/<div id="root">.*<h1>Sivua ei löytynyt<\/h1>/s);
      expect(text).toContain(`id="storefront-first-screen">{"language":"fi","state":{}}</script>`);
      expect(text).not.toContain(startPreload);
    },
  );

  it('sends /home on to the listing before the browser loads anything, keeping the language asked for', async () => {
    const response = await fetch(`${server.baseUrl}/home?lng=en`, { headers: html, redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/products?trade_type_id=1');
    expect(response.headers.get('set-cookie')).toMatch(/^language=en;/);
  });

  it("leaves the bank's return to the shop, which only the payer's browser can follow, to the browser", async () => {
    const { response, text } = await page('/user/soneri-payment/success/inv_abc/html');
    expect(response.status).toBe(200);
    expect(text).toContain('<div id="root"></div>');
    expect(text).not.toContain('data-styled');
    expect(text).toContain(startPreload);
  });
});
