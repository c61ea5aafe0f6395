import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { ZodMiniType } from 'zod/mini';

/**
 * What a route promises, declared where the route is registered so the OpenAPI document needs no central list.
 * The handler still parses with the same schemas (parseQuery, parseParams, checkResponse): this is the description.
 */
export interface RouteContract {
  /** One line for the document's list of operations. */
  readonly summary: string;
  readonly description?: string;
  /** Groups operations in the document; the module's area, e.g. `catalog`. */
  readonly tags?: readonly string[];
  /**
   * The call needs the session header (x-p3-mwallet-session-token); answered 401 without it. `query`: the token
   * comes as a query parameter of that name (the event stream, which EventSource opens without headers).
   * `optional`: with a session the call acts for its user; without one it takes another proof in its body.
   */
  readonly session?: boolean | 'query' | 'optional';
  readonly params?: ZodMiniType;
  readonly query?: ZodMiniType;
  readonly body?: ZodMiniType;
  /** Media type of the body; application/json unless said (multipart/form-data for uploads). */
  readonly bodyType?: string;
  /** The successful answer; omit for a body that is not JSON (a PDF, an event stream, a page). */
  readonly response?: ZodMiniType;
  /** Status of the successful answer; 200 unless said. */
  readonly successStatus?: number;
  /** Media type of the successful answer; application/json unless said. */
  readonly responseType?: string;
  /**
   * For a public GET whose answer is the same for every caller (no session, nothing personal): the server may
   * reuse its answer for this many seconds. Any write this instance answers (POST, PUT, PATCH, DELETE) drops
   * every reused answer at once, so the limit only matters for writes made through another instance.
   */
  readonly cacheSeconds?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    contract?: RouteContract;
  }
}

/**
 * The reuse time for public reads such as the catalogue. Writes through this instance clear reused answers at
 * once; the limit bounds how long a change made through another instance takes to show.
 */
export const publicReadCacheSeconds = 5;

/** One registered route that declared its contract. */
export interface ContractRoute {
  readonly method: string;
  /** Fastify's form, e.g. /api/v1/products/:queryId. */
  readonly url: string;
  readonly contract: RouteContract;
}

/** The route option that declares a contract: `app.get(path, withContract({ … }), handler)`. */
export function withContract(contract: RouteContract): RouteShorthandOptions {
  return { config: { contract } };
}

const collected = new WeakMap<FastifyInstance, ContractRoute[]>();

/**
 * Starts recording the contract of every route registered from now on, on this instance and its children.
 * Call it on the root instance before any module registers its routes.
 */
export function collectRouteContracts(app: FastifyInstance): void {
  const routes: ContractRoute[] = [];
  collected.set(app, routes);
  app.addHook('onRoute', (options) => {
    const contract = options.config?.contract;
    if (!contract) return;
    for (const method of [options.method].flat()) {
      // Fastify adds a HEAD twin to every GET; the document describes the GET.
      if (method !== 'HEAD') routes.push({ method, url: options.url, contract });
    }
  });
}

/** The contracts recorded so far on this (root) instance; empty when collection was never started. */
export function routeContractsOf(app: FastifyInstance): readonly ContractRoute[] {
  return collected.get(app) ?? [];
}
