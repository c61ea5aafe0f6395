import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig, type ResponseType } from 'axios';
import type { ZodMiniType } from 'zod/mini';
import type { AppError } from '@/application/errors/app-error';
import { apiHeaders } from '@/contract/headers';
import { decodeBinaryErrorBody } from './binary-error-body';
import { LatestRequestOnly } from './latest-request-only';
import { parseAnswer } from './parse-answer';
import type { HeaderSource } from './request-headers';
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

/** The spec's request time-out. */
export const requestTimeoutMs = 95_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A JSON body, or a multipart form. */
export type RequestBody = Readonly<Record<string, unknown>> | readonly unknown[] | FormData;

export interface RequestOptions {
  readonly params?: Readonly<Record<string, unknown>>;
  /** A sign-in or sign-out call: its 401 is a refused login, not an expired session. */
  readonly sessionCall?: boolean;
  /** Headers of this request only, e.g. the bearer token of a logout. */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Statuses outside the error catalogue that this call tells apart itself (an upload's 413 and 415): the
   * rejection keeps the catalogue's code and message, and carries the status and the server's body too.
   */
  readonly ownStatuses?: readonly number[];
}

/** The failed request as the composition root's failure handler sees it. */
export interface FailedRequest {
  /** The path under the client's base, e.g. users/authenticate. */
  readonly path: string;
  readonly sessionCall: boolean;
  /** The session token the request carried, so a failure of an older session is told apart. */
  readonly sessionToken: string | null;
}

export type RequestFailureListener = (error: RequestError, request: FailedRequest) => void;

export interface HttpClientOptions {
  /** Origin plus versioned base, e.g. `/api/v1` or `https://api.example.com/api/v1`. */
  readonly baseUrl: string;
  /** The service's headers, read for every request; none by default. */
  readonly headers?: HeaderSource;
  /** Defaults to the spec's 95 seconds. */
  readonly timeoutMs?: number;
  /** Told about every failed request, after the error catalogue mapped it (e.g. to end an expired session). */
  readonly onFailure?: RequestFailureListener;
  /**
   * A 403 refuses the caller's role, not their session (the merchant console: staff on an owner's call): it
   * rejects with FORBIDDEN and the session stays. Off by default, where the spec's catalogue reads 403 as expired.
   */
  readonly forbiddenIsRoleRefusal?: boolean;
  /** The axios adapter; the platform's default unless a test needs another (Node's http gives no Blob). */
  readonly adapter?: 'xhr' | 'http' | 'fetch';
}

/**
 * The one request client of a service base. Every answer is parsed with its contract schema; every failure
 * rejects with a RequestError of the spec's error catalogue, never with a raw axios error; a newer request
 * to the same URL cancels the older one.
 */
export class HttpClient {
  private readonly axios: AxiosInstance;
  private readonly latest = new LatestRequestOnly();

  constructor(options: HttpClientOptions) {
    this.axios = axios.create({
      baseURL: options.baseUrl,
      timeout: options.timeoutMs ?? requestTimeoutMs,
      headers: { Accept: 'application/json' },
      ...(options.adapter ? { adapter: options.adapter } : {}),
    });
    const headers = options.headers;
    if (headers) {
      this.axios.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
        for (const [name, value] of Object.entries(await headers())) {
          if (!config.headers.has(name)) config.headers.set(name, value);
        }
        return config;
      });
    }
    this.axios.interceptors.response.use(undefined, async (thrown: unknown) => {
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
  }

  /** GETs a path and parses the answer; rejects with a RequestError. */
  get<T>(
    path: string,
    params: Readonly<Record<string, unknown>>,
    schema: ZodMiniType<T>,
    options: RequestOptions = {},
  ): Promise<T> {
    return this.send('GET', path, undefined, schema, { ...options, params: { ...options.params, ...params } });
  }

  post<T>(
    path: string,
    body: RequestBody | undefined,
    schema: ZodMiniType<T>,
    options: RequestOptions = {},
  ): Promise<T> {
    return this.send('POST', path, body, schema, options);
  }

  put<T>(
    path: string,
    body: RequestBody | undefined,
    schema: ZodMiniType<T>,
    options: RequestOptions = {},
  ): Promise<T> {
    return this.send('PUT', path, body, schema, options);
  }

  delete<T>(
    path: string,
    body: RequestBody | undefined,
    schema: ZodMiniType<T>,
    options: RequestOptions = {},
  ): Promise<T> {
    return this.send('DELETE', path, body, schema, options);
  }

  /**
   * Downloads a file (a receipt) as bytes: a Blob in the browser, an ArrayBuffer when asked. A failure's
   * body is read from the bytes, so a 500 carries the server's message like any other call.
   */
  async download(
    path: string,
    params: Readonly<Record<string, unknown>>,
    responseType: Extract<ResponseType, 'blob' | 'arraybuffer'> = 'blob',
  ): Promise<Blob | ArrayBuffer> {
    const data = await this.exchange('GET', path, undefined, { params }, responseType);
    if (typeof Blob !== 'undefined' && data instanceof Blob) return data;
    if (Object.prototype.toString.call(data) === '[object ArrayBuffer]') return data as ArrayBuffer;
    // Node's adapter hands a Buffer, a view over a shared pool: copy out exactly its bytes.
    if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength).slice().buffer;
    const error: RequestError = { code: 'INVALID_RESPONSE', message: `Unexpected answer from ${path}: not a file` };
    throw error;
  }

  private async send<T>(
    method: HttpMethod,
    path: string,
    body: RequestBody | undefined,
    schema: ZodMiniType<T>,
    options: RequestOptions,
  ): Promise<T> {
    return parseAnswer(path, await this.exchange(method, path, body, options, 'json'), schema);
  }

  private async exchange(
    method: HttpMethod,
    path: string,
    body: RequestBody | undefined,
    options: RequestOptions,
    responseType: ResponseType,
  ): Promise<unknown> {
    const key = `${method} ${this.axios.getUri({ url: path, params: options.params })}`;
    const controller = this.latest.begin(key);
    try {
      const response = await this.axios.request<unknown>({
        method,
        url: path,
        params: options.params,
        data: body,
        responseType,
        signal: controller.signal,
        // Without a body axios would still label it a form, which a JSON API refuses with 415.
        headers: { ...(body === undefined ? { 'Content-Type': false } : {}), ...options.headers },
        storefront: {
          path,
          sessionCall: options.sessionCall ?? false,
          binary: responseType !== 'json',
          ownStatuses: options.ownStatuses ?? [],
        },
      });
      return response.data;
    } finally {
      this.latest.end(key, controller);
    }
  }
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
