import type { VersionSource } from '@/application/ports/version-source.port';

/** The deployed version is whatever the test publishes; null makes the version file unreachable. */
export class StubVersionSource implements VersionSource {
  constructor(public published: string | null) {}

  async latest(): Promise<string> {
    if (this.published === null) throw new Error('version file unreachable');
    return this.published;
  }
}
