import { nonEmptyText } from '../common/fields';
import * as z from 'zod/mini';

/** Where the browser's version check reads the deployed version, beside index.html rather than under an API base. */
export const metaPath = '/meta.json';

/** Answer of GET /meta.json: the version of the deployed storefront. */
export const metaResponseSchema = z.object({
  version: nonEmptyText(100),
});

export type MetaResponse = z.infer<typeof metaResponseSchema>;
