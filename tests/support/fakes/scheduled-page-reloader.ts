import type { Clock } from '@/application/ports/clock.port';
import type { PageReloader } from '@/application/ports/page-reloader.port';

export interface ScheduledReload {
  /** Epoch milliseconds on the test's clock when the reload happens. */
  readonly at: number;
  /** Caches cleared and workers unregistered first. */
  readonly fresh: boolean;
}

/** A reloader on the test's fixed clock: reloads are scheduled, and happen once the clock reaches them. */
export class ScheduledPageReloader implements PageReloader {
  readonly scheduled: ScheduledReload[] = [];

  constructor(private readonly clock: Clock) {}

  reload(): void {
    this.scheduled.push({ at: this.clock.now(), fresh: false });
  }

  reloadFreshAfter(delayMs: number): void {
    this.scheduled.push({ at: this.clock.now() + delayMs, fresh: true });
  }

  /** The reloads that have happened by the clock's now. */
  happened(): ScheduledReload[] {
    return this.scheduled.filter((reload) => reload.at <= this.clock.now());
  }
}
