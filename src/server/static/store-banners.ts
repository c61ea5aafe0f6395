import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../http/not-found-error';
import { bannerArtOfMoreStore, seedStores } from '../seed/index';
import { text } from '../i18n/localized';
import { pictureFileOf, sendPicture } from './demo-picture-reply';

const mediaRoot = path.resolve(__dirname, '../seed/media');
/** A banner fills a card or a store page's top, up to about 640 pixels wide; the raster has half as much again. */
const bannerRasterWidth = 960;
/** Where the name starts: the card shows the banner at 16:7, which crops about 45 units off each side of 640. */
const nameLeft = 64;
/** Room for the name before the artwork on the right begins (at about 430). */
const nameRoom = 360;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * A store's banner: the artwork of its kind of store with the store's own name written on it, so no store shows
 * another store's name. The name's size shrinks to fit a long name beside the artwork.
 */
export function bannerWithName(art: string, name: string): string {
  const fill = /<text[^>]*\sfill="(#[0-9a-fA-F]{3,6})"/.exec(art)?.[1] ?? '#1b1d21';
  const fontFamily = /<text[^>]*\sfont-family="([^"]+)"/.exec(art)?.[1] ?? 'Verdana, sans-serif';
  // About 0.62 of the font size per letter in these faces; never larger than the kind's own 40.
  const fontSize = Math.max(18, Math.min(40, Math.floor(nameRoom / (Math.max(name.length, 1) * 0.62))));
  const escaped = escapeXml(name);
  return art
    .replace(/<text[\s\S]*?<\/text>\s*/g, '')
    .replace(/aria-label="[^"]*"/, `aria-label="${escaped}"`)
    .replace(
      '</svg>',
      `<text x="${nameLeft}" y="140" font-family="${fontFamily}" font-size="${fontSize}" fill="${fill}">${escaped}</text></svg>`,
    );
}

/**
 * The seeded stores that borrow a kind's artwork get their banner at /media/banners/<store>.svg, or .png as a raster,
 * drawn here.
 */
export function registerStoreBanners(app: FastifyInstance): void {
  const names = new Map(seedStores.map((store) => [store.query_id, store.name]));
  const arts = new Map<string, Promise<string>>();
  const artOf = (file: string) => {
    let art = arts.get(file);
    if (!art) {
      art = readFile(path.join(mediaRoot, `${file}.svg`), 'utf8');
      arts.set(file, art);
    }
    return art;
  };
  app.get('/media/banners/:file', async (request, reply) => {
    const file = pictureFileOf((request.params as { file: string }).file);
    const slug = file?.name;
    const name = slug ? names.get(slug) : undefined;
    const artFile = slug ? bannerArtOfMoreStore(slug) : undefined;
    if (!file || !slug || !name || !artFile) throw new NotFoundError(text('notFound.banner'));
    return sendPicture(reply, bannerWithName(await artOf(artFile), name), file.format, bannerRasterWidth);
  });
}
