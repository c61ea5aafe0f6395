import type { Clock } from '@/application/ports/clock.port';

/** A clock that shows what the test sets, and moves only when told. */
export class FixedClock implements Clock {
  constructor(private current: number) {}

  now(): number {
    return this.current;
  }

  set(isoOrMs: string | number): void {
    this.current = typeof isoOrMs === 'number' ? isoOrMs : Date.parse(isoOrMs);
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
