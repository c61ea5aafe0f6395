import type { ResponseType } from 'axios';
import type { ZodMiniType } from 'zod/mini';
import { parseAnswer } from './parse-answer';
import type { HeaderSource } from './request-headers';
import type { RequestError } from './request-error';

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

/** One request as the client hands it to the request library's side (axios-exchange.ts). */
export interface ExchangeRequest {
  readonly method: HttpMethod;
  readonly path: string;
  readonly body: RequestBody | undefined;
  readonly options: RequestOptions;
}

/** Sends a request and answers with the answer's data, or rejects with a RequestError. */
export type Exchange = (request: ExchangeRequest, responseType: ResponseType) => Promise<unknown>;

/** A lost chunk is a network failure like any other: the spec's code 0, and the next request tries again. */
const requestLibraryUnreachable: RequestError = { code: 'REQUEST_TIMEOUT', message: 'Request Timeout', status: 0 };

/**
 * The one request client of a service base. Every answer is parsed with its contract schema; every failure
 * rejects with a RequestError of the spec's error catalogue, never with a raw axios error; a newer request
 * to the same URL cancels the older one. The request library (axios, 15 KB gzip) is fetched with the first
 * request, not with the app: a screen the server drew comes alive without waiting for it.
 */
export class HttpClient {
  private readonly options: HttpClientOptions;
  private exchangeLoad: Promise<Exchange> | null = null;

  constructor(options: HttpClientOptions) {
    this.options = { ...options, timeoutMs: options.timeoutMs ?? requestTimeoutMs };
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
    const exchange = await this.loadExchange(path, options);
    return exchange({ method, path, body, options }, responseType);
  }

  private loadExchange(path: string, options: RequestOptions): Promise<Exchange> {
    this.exchangeLoad ??= import(/* webpackChunkName: "axios-exchange" */ './axios-exchange').then(
      ({ createAxiosExchange }) => createAxiosExchange(this.options),
    );
    return this.exchangeLoad.catch(() => {
      this.exchangeLoad = null;
      this.options.onFailure?.(requestLibraryUnreachable, {
        path,
        sessionCall: options.sessionCall ?? false,
        sessionToken: null,
      });
      throw requestLibraryUnreachable;
    });
  }
}
