import type { Container } from 'inversify';
import { portTokens, useCaseTokens } from '@/application/tokens';
import { lazyFunction, type DepsOf } from './lazy-port';
import type * as VersionCheck from './version-check';

/**
 * The new-version check. Its use cases and adapters are not needed to draw the first screen: they load with
 * the first check, which the app runs once it has rendered.
 */
export function bindVersionCheck(container: Container): void {
  container.bind(useCaseTokens.checkForNewVersionWhenDue).toDynamicValue((context) => {
    const deps: DepsOf<typeof VersionCheck.createVersionCheck> = {
      versionSource: context.get(portTokens.versionSource),
      clock: context.get(portTokens.clock),
    };
    return lazyFunction(() =>
      import(/* webpackChunkName: "version-check" */ './version-check').then((module) =>
        module.createVersionCheck(deps),
      ),
    );
  });
}
