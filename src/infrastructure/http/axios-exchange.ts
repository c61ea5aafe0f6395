import axios, { AxiosError, type InternalAxiosRequestConfig, type ResponseType } from 'axios';
import type { AppError } from '@/application/errors/app-error';
import { apiHeaders } from '@/contract/headers';
import { decodeBinaryErrorBody } from './binary-error-body';
import type { Exchange, ExchangeRequest, HttpClientOptions } from './http-client';
import { LatestRequestOnly } from './latest-request-only';
import type { RequestError } from './request-error';
import { toAppError } from './to-app-error';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** What the failure handler needs to know about the request, carried through axios's config merge. */
    storefront?: RequestTraits;
  }
}

interface RequestTraits {
  readonly path: string;
  readonly sessionCall: boolean;
  readonly binary: boolean;
  readonly ownStatuses: readonly number[];
}

/**
 * One service base's requests through axios: the service's headers on each, the answer's data, and every failure
 * mapped to the spec's error catalogue and told to the client's failure listener; a newer request to the same URL
 * cancels the older one. A chunk of its own (http-client.ts asks for it with the first request), so a screen the
 * server drew comes alive before the request library has arrived.
 */
export function createAxiosExchange(options: HttpClientOptions): Exchange {
  const instance = axios.create({
    baseURL: options.baseUrl,
    timeout: options.timeoutMs,
    headers: { Accept: 'application/json' },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  const latest = new LatestRequestOnly();
  const headers = options.headers;
  if (headers) {
    instance.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
      for (const [name, value] of Object.entries(await headers())) {
        if (!config.headers.has(name)) config.headers.set(name, value);
      }
      return config;
    });
  }
  instance.interceptors.response.use(undefined, async (thrown: unknown) => {
    const traits = thrown instanceof AxiosError ? thrown.config?.storefront : undefined;
    if (traits?.binary && thrown instanceof AxiosError && thrown.response) {
      thrown.response.data = await decodeBinaryErrorBody(thrown.response.data);
    }
    const error = toRequestError(thrown, traits?.ownStatuses ?? [], options.forbiddenIsRoleRefusal ?? false);
    const sentToken = thrown instanceof AxiosError ? thrown.config?.headers.get(apiHeaders.sessionToken) : null;
    options.onFailure?.(error, {
      path: traits?.path ?? '',
      sessionCall: traits?.sessionCall ?? false,
      sessionToken: typeof sentToken === 'string' ? sentToken : null,
    });
    throw error;
  });

  return async (request: ExchangeRequest, responseType: ResponseType) => {
    const { method, path, body, options: requestOptions } = request;
    const key = `${method} ${instance.getUri({ url: path, params: requestOptions.params })}`;
    const controller = latest.begin(key);
    try {
      const response = await instance.request<unknown>({
        method,
        url: path,
        params: requestOptions.params,
        data: body,
        responseType,
        signal: controller.signal,
        // Without a body axios would still label it a form, which a JSON API refuses with 415.
        headers: { ...(body === undefined ? { 'Content-Type': false } : {}), ...requestOptions.headers },
        storefront: {
          path,
          sessionCall: requestOptions.sessionCall ?? false,
          binary: responseType !== 'json',
          ownStatuses: requestOptions.ownStatuses ?? [],
        },
      });
      return response.data;
    } finally {
      latest.end(key, controller);
    }
  };
}

/** The catalogue's error, with the body passed on for the statuses whose body the caller may read. */
function toRequestError(
  thrown: unknown,
  ownStatuses: readonly number[],
  forbiddenIsRoleRefusal: boolean,
): RequestError {
  const status = thrown instanceof AxiosError ? thrown.response?.status : undefined;
  const catalogued: AppError =
    forbiddenIsRoleRefusal && status === 403
      ? // No message of its own, so the screen shows the catalogue's text in the reader's language.
        { code: 'FORBIDDEN', message: '', status }
      : toAppError(thrown);
  const appError =
    catalogued.status === undefined && status !== undefined && ownStatuses.includes(status)
      ? { ...catalogued, status }
      : catalogued;
  const passesBodyOn = appError.status !== undefined && ![401, 419].includes(appError.status);
  if (!passesBodyOn || !(thrown instanceof AxiosError)) return appError;
  const body: unknown = thrown.response?.data;
  return body === undefined || body === '' ? appError : { ...appError, body };
}
