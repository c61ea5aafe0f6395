import { runPgliteTask } from '../run-pglite-task';

interface Outcome {
  adapter: string;
  warnings: string[];
  received: { id: string; userQueryId: string; event: { invoiceQueryId: string } }[];
}

describe('real-time events on PGlite', () => {
  it('go through LISTEN/NOTIFY in the embedded database, in order, with the ids the event log gave them', async () => {
    const run = await runPgliteTask('tests/integration/server/realtime/tasks/pglite-transport.task.ts');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const outcome = JSON.parse(run.stdout) as Outcome;
    expect(outcome.adapter).toBe('PgliteTransport');
    expect(outcome.warnings).toEqual([]);
    expect(outcome.received.map(({ userQueryId, event }) => [userQueryId, event.invoiceQueryId])).toEqual([
      ['ann', 'inv-1'],
      ['bob', 'inv-2'],
      ['ann', 'inv-3'],
    ]);
    expect(outcome.received.map(({ id }) => id)).toEqual(['7', '8', '12']);
  });
});
