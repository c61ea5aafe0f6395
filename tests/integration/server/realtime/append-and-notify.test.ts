import { runPgliteTask } from '../run-pglite-task';

interface Outcome {
  ids: string[];
  notified: { id: string; userQueryId: string; event: { invoiceQueryId: string } }[];
  refused: string;
  kept: { id: string; user_query_id: string }[];
}

describe('the event log keeping events and sending them in one statement (PGlite)', () => {
  let outcome: Outcome;

  beforeAll(async () => {
    const run = await runPgliteTask('tests/integration/server/realtime/tasks/pglite-append-and-notify.task.ts');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    outcome = JSON.parse(run.stdout) as Outcome;
  });

  it('sends each kept event, in order, with the id the log gave it, as the transport reads notifications', () => {
    expect(outcome.ids).toEqual(['1', '2', '3']);
    expect(outcome.notified).toEqual([
      { id: '1', userQueryId: 'ann', event: expect.objectContaining({ invoiceQueryId: 'inv-1' }) },
      { id: '2', userQueryId: 'store:areena-keittio', event: expect.objectContaining({ invoiceQueryId: 'inv-1' }) },
      { id: '3', userQueryId: 'ann', event: expect.objectContaining({ invoiceQueryId: 'inv-2' }) },
    ]);
  });

  it('keeps none of a batch whose notification cannot be sent, and sends none of it', () => {
    expect(outcome.refused).toMatch(/payload string too long/);
    expect(outcome.kept.map((row) => row.user_query_id)).toEqual(['ann', 'store:areena-keittio', 'ann']);
    expect(outcome.notified).toHaveLength(3);
  });
});
