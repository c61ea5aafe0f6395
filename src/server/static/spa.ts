import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { servedConfigFile } from '../config/storefront-config-file';
import { registerAppManifest } from './app-manifest-route';
import { registerFavicon } from './favicon';
import { defaultFirstScreenWaitMs, loadFirstScreenRenderer, requestedLanguage } from './first-screen-renderer';
import { languageCookieFor } from '../i18n/language-cookie';
import { pageWithConfig, readAppPage, withManifestLanguage } from './page-with-config';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers a browser's page request with the single-page app. */
export type AppPageResponder = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;

const notBuiltMessage =
  'The storefront has not been built yet. Run `npm run build` (or `npm start`), then reload this page.';

/**
 * Serves the built SPA from staticDir. Without a build (no index.html) the API still runs and
 * page requests get a 503 that says how to build, instead of a bare 404.
 */
export interface SpaOptions {
  /** How long a page waits for its first screen to be drawn (first-screen-renderer.ts). */
  readonly firstScreenWaitMs?: number | undefined;
  /** A host's configuration file (absolute, checked at start) served as /config.json instead of the build's. */
  readonly storefrontConfigFile?: string | undefined;
  /** Serve the build's source maps (`*.map`); they show the app's whole source, so only when a host asks. */
  readonly sourceMaps?: boolean | undefined;
}

export async function registerSpa(
  app: FastifyInstance,
  staticDir: string | undefined,
  options: SpaOptions = {},
): Promise<AppPageResponder> {
  const firstScreenWaitMs = options.firstScreenWaitMs ?? defaultFirstScreenWaitMs;
  if (staticDir === undefined || !(await hasIndexHtml(staticDir))) {
    registerFavicon(app, options.storefrontConfigFile);
    registerAppManifest(app, options.storefrontConfigFile);
    const notBuilt: AppPageResponder = (_request, reply) =>
      reply.code(503).type('text/plain; charset=utf-8').send(notBuiltMessage);
    app.get('/', notBuilt);
    return notBuilt;
  }
  await app.register(fastifyStatic, {
    root: staticDir,
    // The page itself is answered below, with the configuration in it.
    index: false,
    // A source map is answered as not found unless the host asked for them (SOURCE_MAPS=on).
    allowedPath: (pathName) => options.sourceMaps === true || !pathName.endsWith('.map'),
    // The build writes brotli and gzip copies beside each text file (scripts/build/precompress-plugin.ts): sent as
    // they are, with Content-Encoding and Vary: Accept-Encoding. Without them the file is compressed on the fly.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      // A compressed copy is cached like the file it copies.
      const file = path
        .relative(staticDir, filePath)
        .split(path.sep)
        .join('/')
        .replace(/\.(br|gz)$/, '');
      // index.html names the current bundle files and a host edits config.json in place: ask again every time. The
      // browser checks a service worker's script for updates itself, but only past its HTTP cache.
      if (file === 'index.html' || file === 'config.json' || file === 'sw.js')
        reply.header('Cache-Control', 'no-cache');
      // Bundle files carry a content hash in their names, so a cached copy is never stale.
      else if (file.startsWith('assets/')) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      // The build names no source map inside its scripts (a comment every visitor would download, about 40 bytes
      // gzip a file): a host that serves the maps names each script's in this header, which the browser's developer
      // tools read instead.
      if (options.sourceMaps === true && file.startsWith('assets/') && file.endsWith('.js')) {
        reply.header('SourceMap', `${path.posix.basename(file)}.map`);
      }
    },
  });
  const configFile = servedConfigFile(staticDir, options.storefrontConfigFile);
  registerFavicon(app, configFile);
  registerAppManifest(app, configFile);
  const hostFile = options.storefrontConfigFile;
  if (hostFile !== undefined) {
    // The host's file, read on every request as the built one is: edited in place, it is served as it now is.
    app.get('/config.json', async (_request, reply) =>
      reply
        .header('Cache-Control', 'no-cache')
        .type('application/json; charset=utf-8')
        .send(await readFile(hostFile, 'utf8')),
    );
  }
  const renderFirstScreen = firstScreenWaitMs > 0 ? loadFirstScreenRenderer(staticDir, firstScreenWaitMs) : null;
  const appPage: AppPageResponder = async (request, reply) => {
    const parts = await readAppPage(staticDir, configFile);
    const firstScreen =
      renderFirstScreen && parts.config !== null ? await renderFirstScreen(request, parts.config) : null;
    const languageCookie = languageCookieFor(request);
    if (languageCookie !== null) reply.header('Set-Cookie', languageCookie);
    // The first screen depends on the language the visitor chose, which the browser keeps in a cookie.
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie');
    // An address that only leads elsewhere sends the browser on before it loads anything (the renderer gives a
    // path of this site only).
    if (firstScreen !== null && 'redirectTo' in firstScreen) return reply.redirect(firstScreen.redirectTo, 302);
    return reply
      .code(firstScreen?.notFound === true ? 404 : 200)
      .type('text/html; charset=utf-8')
      .send(
        withManifestLanguage(pageWithConfig(parts, firstScreen), firstScreen?.language ?? requestedLanguage(request)),
      );
  };
  app.get('/', appPage);
  return appPage;
}

async function hasIndexHtml(staticDir: string): Promise<boolean> {
  try {
    await access(path.join(staticDir, 'index.html'));
    return true;
  } catch {
    return false;
  }
}
