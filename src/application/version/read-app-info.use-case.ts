import type { Clock } from '../ports/clock.port';
import type { VersionSource } from '../ports/version-source.port';

/** What the footer tells about the app: the deployed version (null when it cannot be read) and this year. */
export interface AppInfo {
  readonly version: string | null;
  readonly year: number;
}

/** The footer shows the copyright year and the version of the app. */
export type ReadAppInfo = () => Promise<AppInfo>;

export function createReadAppInfo(deps: { versionSource: VersionSource; clock: Clock }): ReadAppInfo {
  return async () => {
    const year = new Date(deps.clock.now()).getUTCFullYear();
    try {
      const version = (await deps.versionSource.latest()).trim();
      return { version: version === '' ? null : version, year };
    } catch {
      // A footer line is not worth an error message: without the version file the footer leaves it out.
      return { version: null, year };
    }
  };
}
