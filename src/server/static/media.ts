import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const mediaRoot = path.resolve(__dirname, '../seed/media');

/** The seed stores' banners, at /media/<file>.svg. */
export async function registerMedia(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: mediaRoot,
    prefix: '/media/',
    decorateReply: false,
    setHeaders: (reply) => {
      // An SVG opened on its own runs as a document of this origin: allow it no scripts.
      reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    },
  });
}
