import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../http/not-found-error';
import { productPictureSvg, seedMenus } from '../seed/index';
import { text } from '../i18n/localized';

const picturePattern = /^([a-z0-9-]{1,160})\.svg$/;

/** The seeded products' pictures at /media/pictures/<product>.svg, drawn here instead of shipped as files. */
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
    const match = picturePattern.exec((request.params as { file: string }).file);
    const queryId = match?.[1];
    const name = queryId ? names.get(queryId) : undefined;
    if (!queryId || !name) throw new NotFoundError(text('notFound.picture'));
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
      .send(productPictureSvg(queryId, name));
  });
}
