import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../http/not-found-error';
import { productPictureSvg, seedMenus } from '../seed/index';
import { text } from '../i18n/localized';
import { pictureFileOf, sendPicture } from './demo-picture-reply';

/** The zoom dialog shows a picture up to 200 pixels wide; the raster has twice that for sharp screens. */
const pictureRasterWidth = 400;

/**
 * The seeded products' pictures at /media/pictures/<product>.svg, or .png as a raster, drawn here instead of shipped
 * as files.
 */
export function registerProductPictures(app: FastifyInstance): void {
  const names = new Map(
    seedMenus.flatMap((menu) =>
      menu.categories.flatMap((category) =>
        category.subCategories.flatMap((sub) =>
          sub.products.map((product) => [product.query_id, product.name] as const),
        ),
      ),
    ),
  );
  app.get('/media/pictures/:file', async (request, reply) => {
    const file = pictureFileOf((request.params as { file: string }).file);
    const queryId = file?.name;
    const name = queryId ? names.get(queryId) : undefined;
    if (!file || !queryId || !name) throw new NotFoundError(text('notFound.picture'));
    return sendPicture(reply, productPictureSvg(queryId, name), file.format, pictureRasterWidth);
  });
}
