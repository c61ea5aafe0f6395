import { runPgliteTask } from '../run-pglite-task';

interface Streamed {
  id: string;
  event: { invoiceQueryId: string };
}

describe('real-time events published together on PGlite', () => {
  it('reach the stream and the log once each, in the order published, with growing ids', async () => {
    const run = await runPgliteTask('tests/integration/server/realtime/tasks/pglite-batched-events.task.ts');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const { live, replayed } = JSON.parse(run.stdout) as { live: Streamed[]; replayed: Streamed[] };
    const published = ['inv-1', 'inv-2', 'inv-3', 'inv-4', 'inv-5', 'inv-6'];

    expect(live.map(({ event }) => event.invoiceQueryId)).toEqual(published);
    expect(replayed).toEqual(live);
    expect(live.map(({ id }) => Number(id))).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
