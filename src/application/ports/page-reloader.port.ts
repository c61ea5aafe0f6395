/** Reloading the running app. */
export interface PageReloader {
  /** Reloads the current page as it is, e.g. a transport page left idle. */
  reload(): void;

  /**
   * After `delayMs`, clears the app's caches, unregisters its service workers and force-reloads,
   * so a newly launched version is what loads.
   */
  reloadFreshAfter(delayMs: number): void;
}
