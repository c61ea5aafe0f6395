import type { EventSourceLike } from '@/infrastructure/realtime/event-stream-order-updates';
import type { RealtimeScheduler } from '@/infrastructure/realtime/scheduler';

/** An EventSource the test opens, feeds and breaks by hand. */
export class FakeEventSource implements EventSourceLike {
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;

  constructor(readonly url: string) {}

  close(): void {
    this.closed = true;
  }

  open(): void {
    this.onopen?.(new Event('open'));
  }

  send(data: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }

  fail(): void {
    this.onerror?.(new Event('error'));
  }
}

/** Opens FakeEventSources and keeps each one, newest last. */
export function eventSourceRecorder() {
  const opened: FakeEventSource[] = [];
  return {
    opened,
    open: (url: string) => {
      const source = new FakeEventSource(url);
      opened.push(source);
      return source;
    },
    latest: () => {
      const source = opened.at(-1);
      if (!source) throw new Error('no stream was opened');
      return source;
    },
  };
}

interface Timer {
  readonly run: () => void;
  readonly every: number | null;
  dueAt: number;
}

/** Timers driven by `pass(ms)`, so back-off and watchdog waits are stepped exactly. */
export class ManualScheduler implements RealtimeScheduler {
  private now = 0;
  private readonly timers = new Set<Timer>();

  after(ms: number, run: () => void): () => void {
    return this.add({ run, every: null, dueAt: this.now + ms });
  }

  every(ms: number, run: () => void): () => void {
    return this.add({ run, every: ms, dueAt: this.now + ms });
  }

  get pending(): number {
    return this.timers.size;
  }

  pass(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      const next = [...this.timers].filter((timer) => timer.dueAt <= end).sort((a, b) => a.dueAt - b.dueAt)[0];
      if (!next) break;
      this.now = next.dueAt;
      if (next.every === null) this.timers.delete(next);
      else next.dueAt += next.every;
      next.run();
    }
    this.now = end;
  }

  private add(timer: Timer): () => void {
    this.timers.add(timer);
    return () => {
      this.timers.delete(timer);
    };
  }
}
