import type { Clock } from '@/application/ports/clock.port';
import type { PageReloader } from '@/application/ports/page-reloader.port';
import type { StoredVersion } from '@/application/ports/stored-version.port';
import type { VersionSource } from '@/application/ports/version-source.port';
import { createCheckForNewVersion } from '@/application/version/check-for-new-version.use-case';
import { createCheckForNewVersionWhenDue } from '@/application/version/check-for-new-version-when-due.use-case';
import { createReadAppInfo } from '@/application/version/read-app-info.use-case';
import type { VersionFeature } from '@/application/version/version.feature';
import { HttpClient } from '@/infrastructure/http/http-client';
import { BrowserPageReloader } from '@/infrastructure/version/browser-page-reloader';
import { HttpVersionSource } from '@/infrastructure/version/http-version-source';
import { LocalStoredVersion } from '@/infrastructure/version/local-stored-version';
import type { Build } from './feature-binding';

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

/** The version check every page starts once its first screen is in, with its adapters, in its own chunk. */
export const buildFeature: Build<VersionFeature> = ({ clock }) =>
  createVersionFeature({
    // meta.json sits beside index.html, at the app's own origin, not under an API base.
    versionSource: new HttpVersionSource(new HttpClient({ baseUrl: '' })),
    // Read on every use: touching localStorage can itself throw (blocked cookies), which counts as a first visit.
    storedVersion: new LocalStoredVersion(() => globalThis.localStorage),
    pageReloader: new BrowserPageReloader(),
    clock,
  });
