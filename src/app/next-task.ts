/** The Prioritized Task Scheduling API where the browser has it (Chromium); typed here, as TypeScript's DOM lib has not. */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a later task, so the browser can paint and answer input in between: start-up work split at these
 * points runs as several short tasks instead of one long one. `scheduler.yield` keeps the work ahead of other
 * queued tasks where the browser has it; elsewhere a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
