import type { VersionSource } from '@/application/ports/version-source.port';
import { metaPath, metaResponseSchema } from '@/contract/platform/meta.contract';
import type { HttpClient } from '../http/http-client';

/**
 * The deployed version, read from meta.json beside index.html. The server answers it with no-cache, and each
 * request also carries a new cache-buster, so neither a proxy nor a service worker can answer an old copy.
 */
export class HttpVersionSource implements VersionSource {
  /**
   * Part of the cache-buster: the footer and the version check may ask in the same millisecond, and the request
   * layer cancels an older request to the same URL.
   */
  private requests = 0;

  constructor(
    private readonly http: HttpClient,
    private readonly now: () => number = Date.now,
  ) {}

  async latest(): Promise<string> {
    this.requests += 1;
    const body = await this.http.get(metaPath, { t: `${this.now()}-${this.requests}` }, metaResponseSchema);
    return body.version;
  }
}
