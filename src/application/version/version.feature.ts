import type { CheckForNewVersionWhenDue } from './check-for-new-version-when-due.use-case';
import type { ReadAppInfo } from './read-app-info.use-case';

/** The app's version: shown in the footer, and checked for a newer one at start-up and when the tab is shown. */
export interface VersionFeature {
  readonly readAppInfo: ReadAppInfo;
  readonly checkForNewVersionWhenDue: CheckForNewVersionWhenDue;
}
