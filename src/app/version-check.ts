/** The version check's use cases and browser adapters, one chunk loaded by the first check after start-up. */
import type { Clock } from '@/application/ports/clock.port';
import type { VersionSource } from '@/application/ports/version-source.port';
import { createCheckForNewVersion } from '@/application/version/check-for-new-version.use-case';
import {
  createCheckForNewVersionWhenDue,
  type CheckForNewVersionWhenDue,
} from '@/application/version/check-for-new-version-when-due.use-case';
import { BrowserPageReloader } from '@/infrastructure/version/browser-page-reloader';
import { LocalStoredVersion } from '@/infrastructure/version/local-stored-version';

export function createVersionCheck(deps: { versionSource: VersionSource; clock: Clock }): CheckForNewVersionWhenDue {
  return createCheckForNewVersionWhenDue({
    checkForNewVersion: createCheckForNewVersion({
      versionSource: deps.versionSource,
      // Read on every use: touching localStorage can itself throw (blocked cookies), which counts as a first visit.
      storedVersion: new LocalStoredVersion(() => globalThis.localStorage),
      pageReloader: new BrowserPageReloader(),
    }),
    clock: deps.clock,
  });
}
