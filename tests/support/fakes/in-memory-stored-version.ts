import type { StoredVersion } from '@/application/ports/stored-version.port';

/** The browser's remembered version, held in memory; null is a first visit. */
export class InMemoryStoredVersion implements StoredVersion {
  constructor(public version: string | null = null) {}

  async read(): Promise<string | null> {
    return this.version;
  }

  async remember(version: string): Promise<void> {
    this.version = version;
  }
}
