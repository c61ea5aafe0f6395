import { Suspense, useCallback, useEffect, useState } from 'react';
import { featureTokens } from '@/application/tokens';
import { useFeatureLoader } from '../di/dependency-context';
import { useVisibleAgain } from '../realtime/use-visible-again';
import { lazyWithTexts } from '../i18n/lazy-with-texts';

// Almost every visit runs the check without announcing anything, so the dialog comes only when it is needed.
const NewVersionDialog = lazyWithTexts(() =>
  import(/* webpackChunkName: "version-dialog" */ './new-version-dialog').then((module) => ({
    default: module.NewVersionDialog,
  })),
);

/**
 * Mounted once by the app shell: checks for a new version once the app has rendered and again whenever the
 * tab is shown (the use case decides whether it is due), and shows the new-version dialog when one was
 * launched. The use case itself remembers the version and schedules the fresh reload. `onCurrent` hears each
 * check that ran and found no new version, or could not ask (offline): the shell then keeps this build for
 * offline use. A check not yet due says nothing new, so it is not heard.
 */
export function VersionCheckMount(props: { readonly onCurrent?: () => void }) {
  const { onCurrent } = props;
  const loadVersion = useFeatureLoader(featureTokens.version);
  const [reloadInMs, setReloadInMs] = useState<number | null>(null);

  const check = useCallback(() => {
    loadVersion()
      .then((version) => version.checkForNewVersionWhenDue())
      .then(
        (result) => {
          if (result.outcome === 'NEW_VERSION') setReloadInMs(result.reloadInMs);
          else if (result.outcome !== 'NOT_DUE') onCurrent?.();
        },
        // A check that cannot run (its chunk lost to the network) waits for the next time the tab is shown.
        () => undefined,
      );
  }, [loadVersion, onCurrent]);

  useEffect(() => {
    // A macrotask later: the first screen's own requests go out first, and the check is not part of rendering.
    const timer = setTimeout(check, 0);
    return () => clearTimeout(timer);
  }, [check]);
  useVisibleAgain(check);

  if (reloadInMs === null) return null;
  return (
    <Suspense fallback={null}>
      <NewVersionDialog reloadInMs={reloadInMs} onClose={() => setReloadInMs(null)} />
    </Suspense>
  );
}
