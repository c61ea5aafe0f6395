import type { AddressInfo } from 'node:net';
import type { RealtimeEvent } from '@/contract/realtime/realtime-event.contract';
import { createServer } from '@/server/app';
import { runningEventHub } from '@/server/realtime/event-hub-registry';

/** What startRealtimeServer passes as the one argument, in JSON. */
export interface RealtimeServerProcessOptions {
  dataDir: string;
  databaseUrl?: string;
}

/** A question from the test over IPC; the answer carries the same ask number. */
export type RealtimeQuestion =
  | { ask: number; publish: { userQueryId: string; event: RealtimeEvent } }
  | { ask: number; listenerCount: { userQueryId?: string } }
  | { ask: number; pruneBefore: string };

export interface RealtimeAnswer {
  ask: number;
  count?: number;
  error?: string;
}

// The reference server in its own process, as the test server host runs it, with IPC to its event hub:
// tests publish through the hub itself, so the server needs no route that publishes.
async function run(): Promise<void> {
  const options = JSON.parse(process.argv[2] ?? '') as RealtimeServerProcessOptions;
  const server = await createServer({ rateLimits: false, ...options, logger: false, nodeEnv: 'test' });
  const hub = runningEventHub(server.app);
  process.on('message', (question: RealtimeQuestion) => {
    const answer = (reply: Omit<RealtimeAnswer, 'ask'>) => process.send?.({ ask: question.ask, ...reply });
    if ('publish' in question) {
      hub.publish(question.publish.userQueryId, question.publish.event).then(
        () => answer({}),
        (error: unknown) => answer({ error: error instanceof Error ? error.message : String(error) }),
      );
    } else if ('pruneBefore' in question) {
      hub.pruneEventsBefore(new Date(question.pruneBefore)).then(
        (count) => answer({ count }),
        (error: unknown) => answer({ error: error instanceof Error ? error.message : String(error) }),
      );
    } else {
      answer({ count: hub.listenerCount(question.listenerCount.userQueryId) });
    }
  });
  const stop = () => void server.close().finally(() => process.exit(0));
  process.once('SIGTERM', stop);
  // The IPC channel closes when the test runner goes away, so a crashed run leaves no server behind.
  process.once('disconnect', stop);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ port: (server.app.server.address() as AddressInfo).port });
}

run().catch((error: unknown) => {
  process.send?.({ error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
