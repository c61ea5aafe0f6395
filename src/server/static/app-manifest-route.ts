import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseStorefrontConfig } from '@/config/parse-config';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { languageOfCookie } from '../i18n/language-cookie';
import { isServerLanguage, type ServerLanguage } from '../i18n/server-language';
import { appIconsPath, defaultAppIcons, webAppManifest } from './web-app-manifest';

/** The address the pages link as their manifest (src/app/index.html). */
export const manifestPath = '/manifest.webmanifest';

const iconsDir = path.resolve(__dirname, 'app-icons');
const iconFiles = new Set(defaultAppIcons.map((icon) => icon.src.slice(appIconsPath.length + 1)));
/** A day: the icons rarely change, and an installed app asks for them seldom anyway. */
const iconCacheSeconds = 86_400;

/**
 * The served configuration as it now is (a host edits it in place), or the storefront's defaults when it is
 * missing or one the storefront could not start with: a manifest is never an error page.
 */
async function currentConfig(configFile: string | undefined): Promise<StorefrontConfig> {
  const defaults = (): StorefrontConfig => {
    const parsed = parseStorefrontConfig({});
    if (!parsed.ok) throw new Error('The storefront configuration\u2019s defaults do not parse');
    return parsed.config;
  };
  if (configFile === undefined) return defaults();
  try {
    const parsed = parseStorefrontConfig(JSON.parse(await readFile(configFile, 'utf8')));
    return parsed.ok ? parsed.config : defaults();
  } catch {
    return defaults();
  }
}

/**
 * The page's language, which the server-drawn page names in the link (`?lang=`), else the visitor's kept one, of
 * those the host offers; the host's first language otherwise. A browser asks for a manifest without cookies
 * unless told otherwise, hence the address.
 */
function manifestLanguage(request: FastifyRequest, offered: readonly ServerLanguage[]): ServerLanguage {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  const wanted = typeof asked === 'string' && isServerLanguage(asked) ? asked : languageOfCookie(request);
  return wanted !== null && offered.includes(wanted) ? wanted : (offered[0] ?? 'fi');
}

/**
 * GET /manifest.webmanifest: the web app manifest of the host's configuration, which makes the shop installable;
 * GET /app-icons/<file>: the storefront's own icons it names.
 */
export function registerAppManifest(app: FastifyInstance, configFile: string | undefined): void {
  app.get(manifestPath, async (request, reply) => {
    const config = await currentConfig(configFile);
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(webAppManifest(config, manifestLanguage(request, config.languages))));
  });

  app.get<{ Params: { file: string } }>(`${appIconsPath}/:file`, async (request, reply) => {
    const { file } = request.params;
    if (!iconFiles.has(file)) return reply.callNotFound();
    return reply
      .header('Cache-Control', `public, max-age=${iconCacheSeconds}`)
      .type('image/png')
      .send(await readFile(path.join(iconsDir, file)));
  });
}
