import type { VersionSource } from '@/application/ports/version-source.port';
import { metaPath, metaResponseSchema } from '@/contract/platform/meta.contract';
import type { HttpClient } from '../http/http-client';

/** The deployed version, read from meta.json beside index.html (the server answers it with no-cache). */
export class HttpVersionSource implements VersionSource {
  constructor(private readonly http: HttpClient) {}

  async latest(): Promise<string> {
    const body = await this.http.get(metaPath, {}, metaResponseSchema);
    return body.version;
  }
}
