import { text } from '../i18n/localized';
import type { FastifyInstance } from 'fastify';
import { seedStores } from '../seed/index';
import { NotFoundError } from '../http/not-found-error';

const logoPattern = /^([a-z0-9-]{1,80})\.svg$/;
const palette = ['#1565c0', '#2e7d32', '#c62828', '#6a1b9a', '#ef6c00', '#00838f', '#4e342e', '#ad1457'];

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** A stable colour per store, so a store keeps its look between visits. */
function colourOf(slug: string): string {
  let hash = 0;
  for (const character of slug) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length] ?? palette[0]!;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The seeded stores' round logos at /media/logos/<store>.svg: a monogram, drawn here instead of shipped as files. */
export function registerStoreLogos(app: FastifyInstance): void {
  const names = new Map(seedStores.map((store) => [store.query_id, store.name]));
  app.get('/media/logos/:file', async (request, reply) => {
    const match = logoPattern.exec((request.params as { file: string }).file);
    const name = match ? names.get(match[1]!) : undefined;
    if (!match || !name) throw new NotFoundError(text('notFound.logo'));
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(name)}">` +
      `<circle cx="48" cy="48" r="48" fill="${colourOf(match[1]!)}"/>` +
      `<text x="48" y="60" text-anchor="middle" font-family="system-ui, sans-serif" font-size="36" font-weight="700" fill="#fff">${escapeXml(initialsOf(name))}</text></svg>`;
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
      .send(svg);
  });
}
