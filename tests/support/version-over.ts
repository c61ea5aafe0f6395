import { createVersionFeature, type VersionPorts } from '@/app/features/version.wiring';
import type { VersionFeature } from '@/application/version/version.feature';
import { InMemoryStoredVersion } from './fakes/in-memory-stored-version';
import { ScheduledPageReloader } from './fakes/scheduled-page-reloader';

/**
 * The version feature as the app wires it, over a version source and a clock; the version check's own ports
 * are in-memory unless the test names them.
 */
export function versionOver(
  ports: Pick<VersionPorts, 'versionSource' | 'clock'> & Partial<VersionPorts>,
): VersionFeature {
  return createVersionFeature({
    storedVersion: new InMemoryStoredVersion(),
    pageReloader: new ScheduledPageReloader(ports.clock),
    ...ports,
  });
}
