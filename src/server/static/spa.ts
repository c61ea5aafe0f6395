import { access } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Answers a browser's page request with the single-page app. */
export type AppPageResponder = (reply: FastifyReply) => FastifyReply;

const notBuiltMessage =
  'The storefront has not been built yet. Run `npm run build` (or `npm start`), then reload this page.';

/**
 * Serves the built SPA from staticDir. Without a build (no index.html) the API still runs and
 * page requests get a 503 that says how to build, instead of a bare 404.
 */
export async function registerSpa(app: FastifyInstance, staticDir: string | undefined): Promise<AppPageResponder> {
  if (staticDir === undefined || !(await hasIndexHtml(staticDir))) {
    const notBuilt: AppPageResponder = (reply) =>
      reply.code(503).type('text/plain; charset=utf-8').send(notBuiltMessage);
    app.get('/', (_request, reply) => notBuilt(reply));
    return notBuilt;
  }
  await app.register(fastifyStatic, {
    root: staticDir,
    setHeaders: (reply, filePath) => {
      // index.html names the current bundle files, so the browser must ask again after a deploy.
      if (path.basename(filePath) === 'index.html') reply.header('Cache-Control', 'no-cache');
    },
  });
  return (reply) => reply.sendFile('index.html');
}

async function hasIndexHtml(staticDir: string): Promise<boolean> {
  try {
    await access(path.join(staticDir, 'index.html'));
    return true;
  } catch {
    return false;
  }
}
