import { runPgliteTask } from '../run-pglite-task';

interface Outcome {
  expected: unknown[];
  actual: unknown[];
  preparedAfterScript: number;
  preparedAfterRepeats: number;
  preparedAfterNewText: number;
  columnsAfterAlter: string[];
  seenDuring: number | null;
  manyCorrect: boolean;
  preparedAtLimit: number;
  maxPreparedStatements: number;
}

describe('PGlite with its statements kept prepared', () => {
  let outcome: Outcome;

  beforeAll(async () => {
    // PGlite does not load inside jest's module sandbox; the process runs the queries and prints what it saw.
    const run = await runPgliteTask('tests/integration/server/db/tasks/statement-caching-pglite.task.ts', 2);
    if (run.code !== 0) throw new Error(run.stderr);
    outcome = JSON.parse(run.stdout) as Outcome;
  }, 120_000);

  it('answers every query as PGlite itself does: rows, columns, counts, parsed values and errors', () => {
    expect(outcome.actual).toEqual(outcome.expected);
    // The script really ran: three rows inserted, the unique name refused with its code.
    expect(outcome.actual).toHaveLength(14);
    expect(outcome.actual[10]).toEqual({ code: '23505' });
    expect(outcome.actual.slice(12).map((answer) => (answer as { rows: unknown[] }).rows)).toEqual([
      [{ v: 5 }],
      [{ v: '5' }],
    ]);
  });

  it('prepares a text once and runs it again from the kept statement', () => {
    expect(outcome.preparedAfterScript).toBeGreaterThan(0);
    expect(outcome.preparedAfterRepeats).toBe(outcome.preparedAfterScript);
    expect(outcome.preparedAfterNewText).toBe(outcome.preparedAfterScript + 1);
  });

  it('answers with the new columns when a table changes shape under a kept statement', () => {
    expect(outcome.columnsAfterAlter).toEqual(['id', 'name', 'price', 'tags', 'made', 'size']);
  });

  it('lets a query wait for an open transaction instead of running inside it', () => {
    expect(outcome.seenDuring).toBe(0);
  });

  it('keeps a bounded number of statements and answers the texts past the bound the ordinary way', () => {
    expect(outcome.manyCorrect).toBe(true);
    expect(outcome.preparedAtLimit).toBe(outcome.maxPreparedStatements);
  });
});
