import { newVersionDecision, newVersionReloadDelayMs } from '@/domain/version/new-version';
import type { PageReloader } from '../ports/page-reloader.port';
import type { StoredVersion } from '../ports/stored-version.port';
import type { VersionSource } from '../ports/version-source.port';

export type VersionCheck =
  /** Nothing was stored: the version is remembered and no dialog shows. */
  | { readonly outcome: 'FIRST_VISIT'; readonly version: string }
  | { readonly outcome: 'UP_TO_DATE' }
  /** The dialog shows; the page reloads fresh after `reloadInMs`. */
  | {
      readonly outcome: 'NEW_VERSION';
      readonly version: string;
      readonly previous: string;
      readonly reason: 'NEWER' | 'DIFFERENT';
      readonly reloadInMs: number;
    }
  /** The version file could not be fetched; nothing changes until the next check. */
  | { readonly outcome: 'UNAVAILABLE' };

/**
 * The app compares the deployed version with the one this browser last ran. A newer or different version
 * is announced, remembered (so the reloaded page does not announce it again) and the page reloads fresh
 * 3 seconds later.
 */
export type CheckForNewVersion = () => Promise<VersionCheck>;

export function createCheckForNewVersion(deps: {
  versionSource: VersionSource;
  storedVersion: StoredVersion;
  pageReloader: PageReloader;
}): CheckForNewVersion {
  return async () => {
    let fetched: string;
    try {
      fetched = await deps.versionSource.latest();
    } catch {
      return { outcome: 'UNAVAILABLE' };
    }
    if (fetched.trim() === '') return { outcome: 'UNAVAILABLE' };
    const stored = await deps.storedVersion.read();
    const decision = newVersionDecision(fetched, stored);
    switch (decision.action) {
      case 'NONE':
        return { outcome: 'UP_TO_DATE' };
      case 'REMEMBER':
        await deps.storedVersion.remember(decision.version);
        return { outcome: 'FIRST_VISIT', version: decision.version };
      case 'ANNOUNCE':
        await deps.storedVersion.remember(decision.version);
        deps.pageReloader.reloadFreshAfter(newVersionReloadDelayMs);
        return {
          outcome: 'NEW_VERSION',
          version: decision.version,
          previous: stored ?? '',
          reason: decision.reason,
          reloadInMs: newVersionReloadDelayMs,
        };
    }
  };
}
