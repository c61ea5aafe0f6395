import type { OrderUpdates } from '@/application/ports/order-updates.port';
import { realtimeEventSchema } from '@/contract/realtime/realtime-event.contract';
import type { OrderStatusUpdate } from '@/domain/orders/status-update';
import { browserScheduler, type RealtimeScheduler } from './scheduler';

/** The part of the browser's EventSource the adapter uses, so tests can hand in a fake. */
export interface EventSourceLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent<string>) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export type EventSourceFactory = (url: string) => EventSourceLike;

export interface EventStreamOptions {
  /** The stream's address, or null while it must stay closed (no session yet, transport mode). */
  readonly streamUrl: () => Promise<string | null>;
  readonly openEventSource?: EventSourceFactory;
  readonly scheduler?: RealtimeScheduler;
  /** How often a missing stream is looked for and reopened. */
  readonly watchdogMs?: number;
  /** The first wait after an error; each further error doubles it up to maxBackoffMs. */
  readonly initialBackoffMs?: number;
  readonly maxBackoffMs?: number;
}

const defaults = { watchdogMs: 30_000, initialBackoffMs: 1_000, maxBackoffMs: 30_000 };

type Listener<T> = (value: T) => void;

/**
 * The server's event stream (GET user/sse) as the OrderUpdates port. It is open while someone listens and a
 * session exists. On an error it closes the stream and opens a new one after a growing wait; a watchdog
 * reopens a stream that is missing (the session came later, or a reopen failed). The browser sends
 * Last-Event-ID only on its own reconnects, so after a reopen of ours listeners are told to reload.
 */
export class EventStreamOrderUpdates implements OrderUpdates {
  private readonly updateListeners = new Set<Listener<OrderStatusUpdate>>();
  private readonly reopenListeners = new Set<() => void>();
  private readonly scheduler: RealtimeScheduler;
  private readonly openEventSource: EventSourceFactory;
  private readonly settings: typeof defaults;
  private source: EventSourceLike | null = null;
  private opening = false;
  private everOpened = false;
  private failures = 0;
  private cancelRetry: (() => void) | null = null;
  private stopWatchdog: (() => void) | null = null;

  constructor(private readonly options: EventStreamOptions) {
    this.scheduler = options.scheduler ?? browserScheduler;
    this.openEventSource = options.openEventSource ?? ((url) => new EventSource(url));
    this.settings = {
      watchdogMs: options.watchdogMs ?? defaults.watchdogMs,
      initialBackoffMs: options.initialBackoffMs ?? defaults.initialBackoffMs,
      maxBackoffMs: options.maxBackoffMs ?? defaults.maxBackoffMs,
    };
  }

  subscribe(onUpdate: (update: OrderStatusUpdate) => void): () => void {
    const listener: Listener<OrderStatusUpdate> = (update) => onUpdate(update);
    this.updateListeners.add(listener);
    if (this.updateListeners.size === 1) this.start();
    return () => {
      if (!this.updateListeners.delete(listener)) return;
      if (this.updateListeners.size === 0) this.stop();
    };
  }

  onReopened(onReopened: () => void): () => void {
    const listener = () => onReopened();
    this.reopenListeners.add(listener);
    return () => {
      this.reopenListeners.delete(listener);
    };
  }

  /** Whether a stream is open or being opened; for tests and diagnostics. */
  get isConnected(): boolean {
    return this.source !== null;
  }

  private start(): void {
    this.stopWatchdog = this.scheduler.every(this.settings.watchdogMs, () => {
      if (this.source === null && this.cancelRetry === null) void this.open();
    });
    void this.open();
  }

  private stop(): void {
    this.stopWatchdog?.();
    this.stopWatchdog = null;
    this.cancelRetry?.();
    this.cancelRetry = null;
    this.source?.close();
    this.source = null;
    this.failures = 0;
  }

  private async open(): Promise<void> {
    if (this.source !== null || this.opening) return;
    this.opening = true;
    const url = await this.options.streamUrl().catch(() => null);
    this.opening = false;
    // Everyone may have left while the address was read, or another open won the race.
    if (url === null || this.updateListeners.size === 0 || this.source !== null) return;
    const reopen = this.everOpened;
    this.everOpened = true;
    const source = this.openEventSource(url);
    this.source = source;
    source.onopen = () => {
      this.failures = 0;
      if (reopen) for (const listener of [...this.reopenListeners]) listener();
    };
    source.onmessage = (event) => this.deliver(event.data);
    source.onerror = () => this.failed(source);
  }

  private failed(source: EventSourceLike): void {
    if (this.source !== source) return;
    source.close();
    this.source = null;
    const wait = Math.min(this.settings.maxBackoffMs, this.settings.initialBackoffMs * 2 ** this.failures);
    this.failures += 1;
    this.cancelRetry = this.scheduler.after(wait, () => {
      this.cancelRetry = null;
      void this.open();
    });
  }

  private deliver(data: string): void {
    const update = parseEvent(data);
    if (!update) return;
    for (const listener of [...this.updateListeners]) listener(update);
  }
}

/** One event's data; anything unreadable is dropped, as a stream must not stop on one bad message. */
function parseEvent(data: string): OrderStatusUpdate | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = realtimeEventSchema.safeParse(json);
  if (!parsed.success) return null;
  const { ready_by: readyBy, ...update } = parsed.data;
  return readyBy === undefined ? update : { ...update, readyBy: Date.parse(readyBy) };
}
