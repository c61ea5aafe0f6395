import type { RealtimeEvent } from '@/contract/realtime/realtime-event.contract';

/**
 * Called after an order's status changed and the change is committed, with the user's query id. Orders, payments,
 * the console and push all publish or listen here, so none of them needs another's module to tell of a change.
 * The server wires the real-time hub here; tests and tools may pass their own.
 */
export type OrderStatusListener = (userQueryId: string, event: RealtimeEvent) => void;
