import {
  createCheckForNewVersion,
  type CheckForNewVersion,
  type VersionCheck,
} from '@/application/version/check-for-new-version.use-case';
import type { FixedClock } from '../../tests/support/fakes/fixed-clock';
import { InMemoryStoredVersion } from '../../tests/support/fakes/in-memory-stored-version';
import { ScheduledPageReloader } from '../../tests/support/fakes/scheduled-page-reloader';
import { StubVersionSource } from '../../tests/support/fakes/stub-version-source';

/** One version scenario: the published version, this browser's remembered one, a reloader on the fixed clock. */
export class VersionDriver {
  readonly versionSource = new StubVersionSource('1.0.0');
  readonly storedVersion = new InMemoryStoredVersion();
  readonly pageReloader: ScheduledPageReloader;
  readonly checkForNewVersion: CheckForNewVersion;
  readonly checks: VersionCheck[] = [];

  constructor(readonly clock: FixedClock) {
    this.pageReloader = new ScheduledPageReloader(clock);
    this.checkForNewVersion = createCheckForNewVersion({
      versionSource: this.versionSource,
      storedVersion: this.storedVersion,
      pageReloader: this.pageReloader,
    });
  }

  async check(): Promise<void> {
    this.checks.push(await this.checkForNewVersion());
  }

  dialogsShown(): number {
    return this.checks.filter((check) => check.outcome === 'NEW_VERSION').length;
  }
}
