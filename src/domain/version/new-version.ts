import { isNewerVersion, isSameVersion } from './version';

/** The new-version dialog stays this long before the page reloads. */
export const newVersionReloadDelayMs = 3_000;

/** What a freshly fetched version means for the running app. */
export type NewVersionDecision =
  /** First visit: nothing was stored, so there is nothing to be newer than; the version is stored silently. */
  | { readonly action: 'REMEMBER'; readonly version: string }
  | { readonly action: 'NONE' }
  | { readonly action: 'ANNOUNCE'; readonly version: string; readonly reason: 'NEWER' | 'DIFFERENT' };

/**
 * The spec's two readings both hold: a newer version is announced, and so is any different one (a rollback,
 * a build id). Versions that read the same (1.0 and 1.0.0) are not different. An empty fetched version
 * means the version file was unreadable, not that a release happened.
 */
export function newVersionDecision(fetched: string, stored: string | null): NewVersionDecision {
  const version = fetched.trim();
  if (version === '') return { action: 'NONE' };
  if (stored === null || stored.trim() === '') return { action: 'REMEMBER', version };
  if (isSameVersion(version, stored)) return { action: 'NONE' };
  return { action: 'ANNOUNCE', version, reason: isNewerVersion(version, stored) ? 'NEWER' : 'DIFFERENT' };
}
