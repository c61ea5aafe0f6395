import type { Clock } from '@/application/ports/clock.port';
import type { PageReloader } from '@/application/ports/page-reloader.port';
import type { StoredVersion } from '@/application/ports/stored-version.port';
import type { VersionSource } from '@/application/ports/version-source.port';
import { createCheckForNewVersion } from '@/application/version/check-for-new-version.use-case';
import { createCheckForNewVersionWhenDue } from '@/application/version/check-for-new-version-when-due.use-case';
import { createReadAppInfo } from '@/application/version/read-app-info.use-case';
import type { VersionFeature } from '@/application/version/version.feature';

export interface VersionPorts {
  readonly versionSource: VersionSource;
  readonly storedVersion: StoredVersion;
  readonly pageReloader: PageReloader;
  readonly clock: Clock;
}

export function createVersionFeature(ports: VersionPorts): VersionFeature {
  const { versionSource, clock } = ports;
  return {
    readAppInfo: createReadAppInfo({ versionSource, clock }),
    checkForNewVersionWhenDue: createCheckForNewVersionWhenDue({
      checkForNewVersion: createCheckForNewVersion({
        versionSource,
        storedVersion: ports.storedVersion,
        pageReloader: ports.pageReloader,
      }),
      clock,
    }),
  };
}
