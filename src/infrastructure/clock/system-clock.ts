import type { Clock } from '@/application/ports/clock.port';

/** The browser's own clock; the core only ever sees it through the Clock port. */
export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }
}
