import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RenderedFirstScreen } from './first-screen-renderer';
import { withoutStartPreloads } from './start-preloads';

/** The id the storefront looks for (src/app/load-config.ts): a JSON data block, never run as script. */
const embeddedConfigId = 'storefront-config';

/** index.html and the served config.json (parsed; null when missing or not JSON). */
export interface AppPageParts {
  readonly page: string;
  readonly config: unknown;
}

export async function readAppPage(staticDir: string, configFile: string): Promise<AppPageParts> {
  const [page, config] = await Promise.all([
    readFile(path.join(staticDir, 'index.html'), 'utf8'),
    readFile(configFile, 'utf8').catch(() => null),
  ]);
  return { page, config: config === null ? null : parsedJson(config) };
}

/**
 * index.html with the served config.json in it, so the storefront starts without asking for its configuration
 * after its scripts: one round trip less before the first screen. config.json is public by contract (it holds
 * no secret), and it is read on every page request because a host edits it in place. A config.json that is
 * missing or not JSON is left out: the storefront then fetches it and shows its own message, as it does in front
 * of any static host. With a first screen drawn by the server, the page carries it, its styles and its state.
 */
export function pageWithConfig(parts: AppPageParts, firstScreen: RenderedFirstScreen | null = null): string {
  const { page, config } = parts;
  if (config === null || !page.includes('</head>')) return page;
  // `<` escaped, so no text in the configuration can close the element or open a comment.
  const block = `<script type="application/json" id="${embeddedConfigId}">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;
  // Replaced by functions: a `$` in a store's text must not be read as a replacement pattern.
  if (firstScreen === null || !page.includes('<div id="root"></div>'))
    return page.replace('</head>', () => `${block}</head>`);
  // Pictures the screen shows first are asked for alone, and a page drawn whole is painted alone: the app's code
  // follows once they are on screen. A frame the browser fills in asks for its code ahead.
  const drawn = firstScreen.preloadHtml === '' && firstScreen.complete !== true ? page : withoutStartPreloads(page);
  return drawn
    .replace('<html lang="fi">', () => `<html lang="${firstScreen.language === 'en' ? 'en' : 'fi'}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(firstScreen.title)}</title>${firstScreen.preloadHtml}`)
    .replace('</head>', () => `${block}${firstScreen.headHtml}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${firstScreen.rootHtml}</div>`);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** index.html's link to the manifest (app-manifest-route.ts). */
const manifestLink = 'rel="manifest" href="/manifest.webmanifest"';

/**
 * The page's link to the manifest naming the page's language: a browser asks for a manifest without cookies, so
 * the installed app's name and words follow the page only through its address.
 */
export function withManifestLanguage(page: string, language: string): string {
  const named = language === 'en' ? 'en' : 'fi';
  return page.replace(manifestLink, () => `${manifestLink.slice(0, -1)}?lang=${named}"`);
}
