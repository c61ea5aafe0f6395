import { isVersionCheckDue } from '@/domain/version/version-check-schedule';
import type { Clock } from '../ports/clock.port';
import type { CheckForNewVersion, VersionCheck } from './check-for-new-version.use-case';

export type ScheduledVersionCheck = VersionCheck | { readonly outcome: 'NOT_DUE' };

/**
 * The app checks for a new version at start-up and again whenever the tab is shown, but not more often than
 * the domain's interval: a check asked for too soon after the last one answers NOT_DUE without a request.
 */
export type CheckForNewVersionWhenDue = () => Promise<ScheduledVersionCheck>;

export function createCheckForNewVersionWhenDue(deps: {
  checkForNewVersion: CheckForNewVersion;
  clock: Clock;
}): CheckForNewVersionWhenDue {
  let lastCheckAt: number | null = null;
  return async () => {
    const now = deps.clock.now();
    if (!isVersionCheckDue(lastCheckAt, now)) return { outcome: 'NOT_DUE' };
    // Taken before the request, so a second trigger while the first check runs is not due either.
    lastCheckAt = now;
    return deps.checkForNewVersion();
  };
}
