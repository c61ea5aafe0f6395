import { text } from '../../../i18n/localized';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { merchantApiV1 } from '@/contract/api-paths';
import {
  productImageLimits,
  productImageResponseSchema,
  storeProductPaths,
} from '@/contract/merchant/store-products.contract';
import { fieldError } from '../../../http/field-error';
import { UploadError } from '../../../partner-applications/index';
import { BadRequestError } from '../../../http/bad-request-error';
import { NotFoundError } from '../../../http/not-found-error';
import { checkResponse } from '../../../http/parse-request';
import { withContract } from '../../../http/route-contract';
import { requireStaff } from '../staff-guard';
import { storePictureQuotaBytes } from '../../picture-quota';
import { uploadProductPicture, type PictureRefusal, type PictureUpload } from '../../upload-product-picture';
import { productImagesPrefix } from '../../store/inventory/product-image-store';
import type { InventoryContext } from './store-products-routes';

const imageField = 'image';
const megabytes = productImageLimits.maxBytes / (1024 * 1024);
const limits = { fileSize: productImageLimits.maxBytes, files: 1, fields: 0, parts: 1, headerPairs: 100 } as const;
const tooLarge = () => new UploadError(413, text('picture.tooLarge', { field: imageField, megabytes }));

/** The multipart plugin's own refusals, by its error code. */
const pluginRefusals: Readonly<Record<string, () => Error>> = {
  FST_REQ_FILE_TOO_LARGE: tooLarge,
  FST_FILES_LIMIT: () => new UploadError(413, text('picture.oneAtATime')),
  FST_PARTS_LIMIT: () => new UploadError(413, text('picture.oneAtATime')),
  FST_FIELDS_LIMIT: () => fieldError('body', text('picture.only')),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => new UploadError(415, text('picture.multipart')),
};

const pictureParamsSchema = z.object({
  store: z.string().check(z.regex(/^[1-9][0-9]{0,9}$/)),
  file: z.string().check(z.maxLength(60)),
});

const contentTypes: Readonly<Record<string, string>> = { png: 'image/png', jpg: 'image/jpeg' };

/**
 * POST /merchant/v1/products/images: a staff member uploads a product picture (multipart, field `image`), kept
 * for their store by upload-product-picture.ts; the multipart stream stays here, handed to the service as the
 * function that reads it, so the service never needs the request. GET /media/products/{store}/{file}: the picture as customers load it. Multipart parsing is
 * registered in this scope alone, so every other merchant call keeps refusing multipart bodies.
 */
export async function registerProductImageRoutes(app: FastifyInstance, context: InventoryContext): Promise<void> {
  const quotaBytes = storePictureQuotaBytes();
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits });
    scope.post(
      `${merchantApiV1}/${storeProductPaths.images}`,
      withContract({
        summary: 'Uploads a product picture of the staff member\u2019s store',
        description:
          `Field \`${imageField}\`: a PNG or JPEG by its content (415 otherwise), at most ${megabytes} MB (413 beyond). ` +
          'A store keeps at most STORE_PICTURE_QUOTA_MB (100 MB by default) of pictures: beyond, 413 saying so.',
        tags: ['merchant'],
        session: true,
        bodyType: 'multipart/form-data',
        response: productImageResponseSchema,
        successStatus: 201,
      }),
      async (request, reply) => {
        const member = await requireStaff(request, context.sessions);
        if (!request.isMultipart()) throw new UploadError(415, text('picture.multipart'));
        let upload: PictureUpload;
        try {
          upload = await uploadProductPicture({ ...context, quotaBytes, log: request.log }, member, async () => {
            const part = await request.file({ limits });
            if (part === undefined) throw fieldError(imageField, text('picture.choose'));
            if (part.fieldname !== imageField) {
              part.file.resume();
              throw fieldError(part.fieldname, text('picture.noFileHere'));
            }
            return part.file;
          });
        } catch (error) {
          throw refusalOf(error);
        }
        if (upload.outcome === 'refused') throw pictureRefusalError(upload);
        return reply
          .code(201)
          .send(checkResponse(productImageResponseSchema, { image: { id: upload.id, url: upload.url } }));
      },
    );
  });

  app.get(`${productImagesPrefix}/:store/:file`, async (request, reply) => {
    const params = pictureParamsSchema.safeParse(request.params);
    if (!params.success) throw new NotFoundError(text('notFound.picture'));
    const { store, file } = params.data;
    const path = context.images.fileOf(Number(store), file);
    const type = contentTypes[file.split('.').pop() ?? ''];
    if (path === null || type === undefined) throw new NotFoundError(text('notFound.picture'));
    const found = await stat(path).catch(() => null);
    if (found === null || !found.isFile()) throw new NotFoundError(text('notFound.picture'));
    return (
      reply
        .header('Content-Type', type)
        .header('Content-Length', found.size)
        // A picture's name is random and never reused for other content, so a copy never goes stale.
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(createReadStream(path))
    );
  });
}

/** The answer to a picture the service refused: 413 or 415 with its text. */
function pictureRefusalError(refusal: PictureRefusal): UploadError {
  if (refusal.reason === 'too_large') return tooLarge();
  if (refusal.reason === 'not_png_or_jpeg')
    return new UploadError(415, text('picture.pngOrJpeg', { field: imageField }));
  return new UploadError(413, text('picture.quotaFull', { megabytes: refusal.quotaBytes / (1024 * 1024) }));
}

/** The answer to what reading or saving the multipart body threw: its own refusal, the plugin's, or a 400. */
function refusalOf(error: unknown): Error {
  if (error instanceof BadRequestError || error instanceof UploadError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const refusal = typeof code === 'string' ? pluginRefusals[code] : undefined;
  if (refusal) return refusal();
  return new BadRequestError(text('picture.malformed'), []);
}
