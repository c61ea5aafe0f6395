import http from 'node:http';
import type net from 'node:net';
import { gzipSync } from 'node:zlib';
import type { Page } from 'puppeteer-core';

// A page's static limit: the same page as the browser shows it once complete, saved as HTML without a script
// (its styles written out, the pictures and fonts still fetched from the product's server), and measured beside
// the page itself. No script can make a page paint sooner than its own content does as plain HTML on the same
// network, so the ratio of the two LCPs says how much of the page's wait is the app's.

const settleMs = 1_000;
const timeout = 30_000;

/**
 * The page at `path`, opened in the prepared tab (with whatever state the preparation made) and saved once it is
 * complete: every style sheet written out as text (styled-components inserts its rules through the CSSOM, which the
 * markup does not show), every script and preload of one taken out.
 */
export async function saveAsStaticHtml(page: Page, baseUrl: string, path: string): Promise<string> {
  // At most two requests open, not none: the live pages (the console's orders, an order's confirmation) keep their
  // event stream open for as long as they are shown. What the page still fetches then, the settling wait covers.
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle2', timeout });
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const html = await page.evaluate(() => {
    for (const sheet of Array.from(document.styleSheets)) {
      const owner = sheet.ownerNode;
      if (!(owner instanceof HTMLStyleElement)) continue;
      owner.textContent = Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');
    }
    const scripted = 'script, link[rel="modulepreload"], link[rel="preload"][as="script"], link[rel="manifest"]';
    for (const element of Array.from(document.querySelectorAll(scripted))) element.remove();
    return `<!doctype html>\n${document.documentElement.outerHTML}`;
  });
  if (html.includes('<script')) throw new Error(`The saved copy of ${path} still has a script`);
  return html;
}

export interface StaticTwinServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * A loopback server that answers the page's own path with its saved copy (gzip, as the product's server sends
 * pages) and passes every other request to the product's server as it is, so the pictures, fonts and styles files
 * are the same bytes from the same kind of server. Its own origin: nothing the measured page's browser kept applies.
 */
export async function startStaticTwin(target: string, path: string, html: string): Promise<StaticTwinServer> {
  const pathname = new URL(path, target).pathname;
  const targetUrl = new URL(target);
  const compressed = gzipSync(html, { level: 9 });
  const server = http.createServer((request, response) => {
    const requested = new URL(request.url ?? '/', 'http://twin');
    if (request.method === 'GET' && requested.pathname === pathname) {
      const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        ...(gzip ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}),
      });
      response.end(gzip ? compressed : html);
      return;
    }
    const forwarded = http.request(
      {
        hostname: targetUrl.hostname,
        port: targetUrl.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: targetUrl.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
