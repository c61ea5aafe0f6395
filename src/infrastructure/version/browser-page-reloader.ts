import type { PageReloader } from '@/application/ports/page-reloader.port';

/** The browser APIs a reload touches; each may be missing (old browsers, insecure origins, tests). */
export interface ReloadEnvironment {
  readonly reloadPage: () => void;
  /** Cache Storage; absent outside secure contexts. */
  readonly caches?: Pick<CacheStorage, 'keys' | 'delete'>;
  readonly serviceWorker?: Pick<ServiceWorkerContainer, 'getRegistrations'>;
  readonly setTimeout: (run: () => void, delayMs: number) => unknown;
}

export function browserReloadEnvironment(): ReloadEnvironment {
  const nav = globalThis.navigator as Navigator | undefined;
  return {
    reloadPage: () => globalThis.location.reload(),
    ...('caches' in globalThis ? { caches: globalThis.caches } : {}),
    ...(nav && 'serviceWorker' in nav ? { serviceWorker: nav.serviceWorker } : {}),
    setTimeout: (run, delayMs) => globalThis.setTimeout(run, delayMs),
  };
}

/**
 * Reloads the app. A fresh reload first empties every Cache Storage entry and unregisters the service
 * workers, so the new version's files are fetched rather than served from what an old worker kept. Each step
 * that fails or is missing is skipped: the reload itself always happens.
 */
export class BrowserPageReloader implements PageReloader {
  private freshReloadScheduled = false;

  constructor(private readonly environment: ReloadEnvironment = browserReloadEnvironment()) {}

  reload(): void {
    this.environment.reloadPage();
  }

  reloadFreshAfter(delayMs: number): void {
    // Two checks (start-up and the tab shown again) may both announce: one reload is enough.
    if (this.freshReloadScheduled) return;
    this.freshReloadScheduled = true;
    this.environment.setTimeout(() => void this.reloadFresh(), delayMs);
  }

  private async reloadFresh(): Promise<void> {
    await this.clearCaches().catch(() => undefined);
    await this.unregisterServiceWorkers().catch(() => undefined);
    this.environment.reloadPage();
  }

  private async clearCaches(): Promise<void> {
    const caches = this.environment.caches;
    if (!caches) return;
    const names = await caches.keys();
    await Promise.allSettled(names.map((name) => caches.delete(name)));
  }

  private async unregisterServiceWorkers(): Promise<void> {
    const serviceWorker = this.environment.serviceWorker;
    if (!serviceWorker) return;
    const registrations = await serviceWorker.getRegistrations();
    await Promise.allSettled(registrations.map((registration) => registration.unregister()));
  }
}
