import * as z from 'zod/mini';
import { boundedText, textLimits } from '../common/fields';

/** Where the server serves its OpenAPI document. */
export const openApiPath = '/api/docs/openapi.json';

const key = () => boundedText(textLimits.name);

/** The parts of the OpenAPI 3.1 document a client relies on; the rest is passed through as it is. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string().check(z.maxLength(20), z.regex(/^3\.1\.\d+$/)),
  info: z.looseObject({ title: boundedText(textLimits.name), version: boundedText(textLimits.code) }),
  paths: z.record(key(), z.record(key(), z.looseObject({ summary: boundedText(textLimits.message) }))),
  components: z.looseObject({
    schemas: z.record(key(), z.unknown()),
    securitySchemes: z.record(key(), z.unknown()),
  }),
});

export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
