import axios, { type AxiosInstance } from 'axios';
import type { ZodMiniType } from 'zod/mini';
import type { AppError } from '@/application/errors/app-error';
import { apiHeaders } from '@/contract/headers';
import { toAppError } from './to-app-error';

/** The spec's request time-out. */
const requestTimeoutMs = 95_000;

export interface HttpClientOptions {
  /** Origin plus versioned base, e.g. `/api/v1` or `https://api.example.com/api/v1`. */
  readonly baseUrl: string;
}

/** Thin typed client over one axios instance: every answer is parsed with its contract schema. */
export class HttpClient {
  private readonly axios: AxiosInstance;

  constructor(options: HttpClientOptions) {
    this.axios = axios.create({
      baseURL: options.baseUrl,
      timeout: requestTimeoutMs,
      headers: { Accept: 'application/json', [apiHeaders.deviceType]: 'DESKTOP' },
    });
  }

  /** GETs a path and parses the answer; rejects with an AppError, never with a raw axios error. */
  async get<T>(path: string, params: Record<string, unknown>, schema: ZodMiniType<T>): Promise<T> {
    let body: unknown;
    try {
      body = (await this.axios.get<unknown>(path, { params })).data;
    } catch (thrown) {
      throw toAppError(thrown);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? issue.path.join('.') : 'body';
      const error: AppError = {
        code: 'INVALID_RESPONSE',
        message: `Unexpected answer from ${path}: ${where}: ${issue?.message ?? 'invalid'}`,
      };
      throw error;
    }
    return parsed.data;
  }
}
