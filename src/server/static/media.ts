import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../http/not-found-error';
import { text } from '../i18n/localized';
import { pictureFileOf, sendPicture } from './demo-picture-reply';

const mediaRoot = path.resolve(__dirname, '../seed/media');

/** The seed stores' banners fill a card or a store page's top, up to about 640 pixels wide. */
const bannerRasterWidth = 960;
/** The arena's gate pictures are shown at most 240 pixels wide; twice that for sharp screens. */
const gateRasterWidth = 480;

/**
 * The drawings on disk, each read once: there are a handful and they change only with the code. A name that is not
 * there is not remembered, so requests for made-up names cannot grow what the server keeps.
 */
function drawingsIn(folder: string): (name: string) => Promise<string | null> {
  const read = new Map<string, Promise<string>>();
  return async (name) => {
    let drawing = read.get(name);
    if (drawing === undefined) {
      drawing = readFile(path.join(folder, `${name}.svg`), 'utf8');
      read.set(name, drawing);
    }
    try {
      return await drawing;
    } catch {
      read.delete(name);
      return null;
    }
  };
}

/**
 * The seed stores' banners at /media/<file>.svg and the arena's gates at /media/arena/<file>.svg, or .png as
 * rasters. The file's name is only letters, digits and dashes, so no request reaches outside the folder.
 */
export function registerMedia(app: FastifyInstance): void {
  const serve = (folder: string, widthPx: number, unknown: 'notFound.banner' | 'notFound.picture') => {
    const drawingOf = drawingsIn(folder);
    return async (request: { params: unknown }, reply: Parameters<typeof sendPicture>[0]) => {
      const file = pictureFileOf((request.params as { file: string }).file);
      const drawing = file ? await drawingOf(file.name) : null;
      if (!file || drawing === null) throw new NotFoundError(text(unknown));
      return sendPicture(reply, drawing, file.format, widthPx);
    };
  };
  app.get('/media/:file', serve(mediaRoot, bannerRasterWidth, 'notFound.banner'));
  app.get('/media/arena/:file', serve(path.join(mediaRoot, 'arena'), gateRasterWidth, 'notFound.picture'));
}
