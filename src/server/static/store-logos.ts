import { text } from '../i18n/localized';
import type { FastifyInstance } from 'fastify';
import { seedStores } from '../seed/index';
import { NotFoundError } from '../http/not-found-error';
import { pictureFileOf, sendPicture } from './demo-picture-reply';

/** A logo is shown at most 96 pixels wide; the raster has twice that for sharp screens. */
const logoRasterWidth = 192;
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

/**
 * The seeded stores' round logos at /media/logos/<store>.svg, or .png as a raster: a monogram, drawn here instead of
 * shipped as files.
 */
export function registerStoreLogos(app: FastifyInstance): void {
  const names = new Map(seedStores.map((store) => [store.query_id, store.name]));
  app.get('/media/logos/:file', async (request, reply) => {
    const file = pictureFileOf((request.params as { file: string }).file);
    const name = file ? names.get(file.name) : undefined;
    if (!file || !name) throw new NotFoundError(text('notFound.logo'));
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(name)}">` +
      `<circle cx="48" cy="48" r="48" fill="${colourOf(file.name)}"/>` +
      `<text x="48" y="60" text-anchor="middle" font-family="system-ui, sans-serif" font-size="36" font-weight="700" fill="#fff">${escapeXml(initialsOf(name))}</text></svg>`;
    return sendPicture(reply, svg, file.format, logoRasterWidth);
  });
}
