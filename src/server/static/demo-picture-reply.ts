import type { FastifyReply } from 'fastify';
import { svgToPng } from './svg-raster';

/** How a demo picture is asked for: its name, and `.svg` for the drawing or `.png` for the drawing as a raster. */
export interface PictureFile {
  readonly name: string;
  readonly format: 'svg' | 'png';
}

const pictureFilePattern = /^([a-z0-9-]{1,160})\.(svg|png)$/;

/** The name and format of a requested file, or null when it names no demo picture (a path, another type). */
export function pictureFileOf(file: string): PictureFile | null {
  const match = pictureFilePattern.exec(file);
  return match ? { name: match[1]!, format: match[2] as PictureFile['format'] } : null;
}

/**
 * Rasters already drawn, by width and drawing: a drawing is the same for every request (a store's name, a kind's
 * artwork), and drawing one takes 15–50 ms of CPU. Kept per process, so the servers a test host starts share them.
 * The demo has a few hundred pictures; the bound only keeps a long-lived server's memory in check.
 */
const drawn = new Map<string, Promise<Buffer>>();
const mostKept = 1000;

function rasterOf(svg: string, widthPx: number): Promise<Buffer> {
  const key = `${widthPx}\n${svg}`;
  let raster = drawn.get(key);
  if (raster === undefined) {
    raster = svgToPng(svg, widthPx);
    // A drawing that fails is not kept: the next request tries again.
    raster.catch(() => drawn.delete(key));
    if (drawn.size >= mostKept) drawn.delete(drawn.keys().next().value!);
    drawn.set(key, raster);
  }
  return raster;
}

/**
 * Answers a demo picture in the format asked for: the drawing as it is, or a PNG this many pixels wide. Either may
 * be cached for a day; the drawing may run nothing, even when it is opened on its own as a document of this origin.
 */
export async function sendPicture(
  reply: FastifyReply,
  svg: string,
  format: PictureFile['format'],
  widthPx: number,
): Promise<FastifyReply> {
  reply
    .header('Cache-Control', 'public, max-age=86400')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
  if (format === 'svg') return reply.type('image/svg+xml').send(svg);
  return reply.type('image/png').send(await rasterOf(svg, widthPx));
}
