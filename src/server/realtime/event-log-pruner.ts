import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../shared/clock';
import type { EventHub } from './event-hub';
import { eventRetentionMs, pruneEveryMs } from './event-log-retention';

/**
 * Deletes the events past their retention now and every pruneEveryMs, until the answer is called. Every
 * instance prunes; two deleting the same rows at once is harmless. The timer does not keep the process alive.
 */
export function startPruningEvents(
  hub: Pick<EventHub, 'pruneEventsBefore'>,
  clock: Clock,
  log: FastifyBaseLogger,
): () => void {
  const prune = () => {
    hub.pruneEventsBefore(new Date(clock() - eventRetentionMs)).then(
      (deleted) => {
        if (deleted > 0) log.info(`Pruned ${deleted} real-time events older than a day`);
      },
      (error: unknown) => log.error({ err: error }, 'Old real-time events could not be pruned'),
    );
  };
  prune();
  const timer = setInterval(prune, pruneEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
