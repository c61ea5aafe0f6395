import * as z from 'zod/mini';

/** Where the server serves its OpenAPI document. */
export const openApiPath = '/api/docs/openapi.json';

/** The parts of the OpenAPI 3.1 document a client relies on; the rest is passed through as it is. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string().check(z.regex(/^3\.1\.\d+$/)),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.looseObject({ summary: z.string() }))),
  components: z.looseObject({
    schemas: z.record(z.string(), z.unknown()),
    securitySchemes: z.record(z.string(), z.unknown()),
  }),
});

export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
