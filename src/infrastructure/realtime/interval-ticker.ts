import type { Ticker } from '@/application/ports/ticker.port';
import { browserScheduler, type RealtimeScheduler } from './scheduler';

/** The Ticker port over the browser's timers: the preparation countdown ticks with it. */
export class IntervalTicker implements Ticker {
  constructor(private readonly scheduler: RealtimeScheduler = browserScheduler) {}

  every(ms: number, tick: () => void): () => void {
    let cancel: (() => void) | null = this.scheduler.every(ms, tick);
    return () => {
      cancel?.();
      cancel = null;
    };
  }
}
