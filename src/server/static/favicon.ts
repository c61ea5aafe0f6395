import { readFile } from 'node:fs/promises';
import { iconAddressPattern } from '@/config/storefront-config.schema';
import type { FastifyInstance } from 'fastify';

/**
 * The icon every browser asks for at /favicon.ico whatever the page names. A host names its own with `faviconUrl`
 * in its configuration; without one the storefront's own is sent, so no page load ends in a 404. The default is an
 * SVG (a shopping bag in the default primary colour): one small text file, which browsers take at this address as
 * they go by its Content-Type, not its name.
 */
export const defaultFavicon =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="7" fill="#1565c0"/>' +
  '<path d="M9 12h14l-1.2 13H10.2z" fill="#fff"/>' +
  '<path d="M12.5 12v-2a3.5 3.5 0 0 1 7 0v2" fill="none" stroke="#fff" stroke-width="2"/>' +
  '</svg>';

/** A day: the icon rarely changes, and a browser that keeps it a day asks for it far less often. */
const iconCacheSeconds = 86_400;

/** The configuration's own rule, checked again here: the built config.json is edited in place, never checked at start. */
function isIconAddress(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 2000 && iconAddressPattern.test(value);
}

/** The host's `faviconUrl` from the served configuration file, or null when it names none (or cannot be read). */
async function hostIcon(configFile: string | undefined): Promise<string | null> {
  if (configFile === undefined) return null;
  try {
    const config = JSON.parse(await readFile(configFile, 'utf8')) as { faviconUrl?: unknown } | null;
    const icon = config?.faviconUrl;
    return isIconAddress(icon) ? icon : null;
  } catch {
    return null;
  }
}

export function registerFavicon(app: FastifyInstance, configFile: string | undefined): void {
  app.get('/favicon.ico', async (_request, reply) => {
    const icon = await hostIcon(configFile);
    if (icon !== null) return reply.header('Cache-Control', `public, max-age=${iconCacheSeconds}`).redirect(icon, 302);
    return reply
      .header('Cache-Control', `public, max-age=${iconCacheSeconds}`)
      .type('image/svg+xml')
      .send(defaultFavicon);
  });
}
