import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { featureTokens } from '@/application/tokens';
import { useFeatureLoader } from '../../di/dependency-context';
import { startWhenLoaded } from '../../di/start-when-loaded';

/** How often the page asks whether it has been idle long enough; the rule itself is the domain's. */
const checkEveryMs = 1_000;
const activityEvents = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Reloads the main page or the location pickup page after 10 minutes without input (the idle-reload use case
 * decides; the clock it reads is the composition root's, which tests control).
 */
export function useIdleReload(): void {
  const loadTransport = useFeatureLoader(featureTokens.transport);
  const { pathname } = useLocation();
  useEffect(
    () =>
      startWhenLoaded(loadTransport, ({ idleReload }) => {
        const touched = () => idleReload.activity();
        idleReload.activity();
        for (const name of activityEvents) window.addEventListener(name, touched, { passive: true });
        const timer = window.setInterval(() => idleReload.check(pathname), checkEveryMs);
        return () => {
          window.clearInterval(timer);
          for (const name of activityEvents) window.removeEventListener(name, touched);
        };
      }),
    [loadTransport, pathname],
  );
}
