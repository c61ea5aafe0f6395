/** Fastify's `/companies/:queryId` as OpenAPI writes it: `/companies/{queryId}`. */
export function openApiPath(fastifyUrl: string): string {
  return fastifyUrl.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** A stable operationId made of the method and the path, e.g. getApiV1ProductsQueryId. */
export function operationIdOf(method: string, fastifyUrl: string): string {
  const words = fastifyUrl.split(/[^A-Za-z0-9]+/).filter((word) => word.length > 0);
  return [method.toLowerCase(), ...words.map((word) => word[0]?.toUpperCase() + word.slice(1))].join('');
}
