import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { maxPreparedStatements, StatementCachingPGlite } from '@/server/db/statement-caching-pglite';

// Runs in the jest worker's server host, since jest cannot load PGlite: the same queries on PGlite's own query() and on the statement-caching
// one, and what only the caching one does (statements kept, bounded, forgotten when a table changes shape, a query
// waiting for an open transaction), answered as JSON for the test to judge.

const schema = `
  create table items (id serial primary key, name text not null unique, price int, tags jsonb, made timestamptz);
`;
/** drizzle's own options: rows as arrays, timestamps left as text. */
const asDrizzle: QueryOptions = { rowMode: 'array', parsers: { 1184: (value: string) => value } };

async function script(db: PGlite) {
  await db.exec(schema);
  const answers: unknown[] = [];
  const insert = `insert into items (name, price, tags, made) values ($1, $2, $3, $4) returning id, name, price, tags`;
  answers.push(await db.query(insert, ['coffee', 250, { hot: true }, new Date('2026-11-26T10:00:00Z')]));
  answers.push(await db.query(insert, ['tea', null, ['green'], '2026-11-26T11:00:00Z']));
  answers.push(await db.query(insert, ['water', 0, null, null]));
  const select = `select id, name, price, tags, made from items where price is null or price >= $1 order by id`;
  for (const floor of [0, 100, 1_000]) answers.push(await db.query(select, [floor]));
  answers.push(await db.query(select, [0], asDrizzle));
  answers.push(await db.query(`update items set price = coalesce(price, 0) + $1 where id > $2`, [1, 1]));
  answers.push(await db.query(`delete from items where name = $1`, ['water']));
  answers.push(await db.query(`select count(*)::int as n, sum(price) as total from items`));
  let violation: unknown = null;
  try {
    await db.query(insert, ['coffee', 1, null, null]);
  } catch (error) {
    violation = { code: (error as { code?: unknown }).code };
  }
  answers.push(violation);
  // After the refused insert, the same statement still works.
  answers.push(await db.query(insert, ['juice', 300, null, null]));
  // The same text with other parameter types asked for is another statement: an integer, then a text.
  answers.push(await db.query(`select $1 as v`, ['5'], { paramTypes: [23] }));
  answers.push(await db.query(`select $1 as v`, ['5'], { paramTypes: [25] }));
  return answers;
}

const preparedCount = async (db: PGlite) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements`)).rows[0]?.n ?? -1;

/** The arguments are two initialised empty PGlite folders, one for each client (see runPgliteTask). */
export default async function run([plainDir, cachingDir]: readonly string[]): Promise<string> {
  const plain = await PGlite.create(plainDir);
  const caching = new StatementCachingPGlite(cachingDir);
  await caching.waitReady;
  const expected = await script(plain);
  const actual = await script(caching);

  // A text is prepared the first time it runs, and run again from what was kept.
  const preparedAfterScript = await preparedCount(caching);
  for (const floor of [5, 50, 500]) {
    await caching.query(
      `select id, name, price, tags, made from items where price is null or price >= $1 order by id`,
      [floor],
    );
  }
  const preparedAfterRepeats = await preparedCount(caching);
  await caching.query(`select name from items where id = $1`, [1]);
  const preparedAfterNewText = await preparedCount(caching);

  // A table that changes shape under a kept statement: the statement is forgotten and the query answered anew.
  await caching.query(`select * from items order by id`);
  await caching.exec(`alter table items add column size text`);
  const afterAlter = await caching.query<Record<string, unknown>>(`select * from items order by id`);

  // A query asked while a transaction is open waits for it to end instead of running inside it.
  let seenDuring: number | null = null;
  await caching.transaction(async (tx) => {
    await tx.query(`insert into items (name) values ('uncommitted')`);
    const during = caching.query<{ n: number }>(`select count(*)::int as n from items where name = $1`, [
      'uncommitted',
    ]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await tx.rollback();
    void during.then((answer) => (seenDuring = answer.rows[0]?.n ?? null));
  });
  await new Promise((resolve) => setTimeout(resolve, 50));

  // Texts past the limit are answered PGlite's own way, and the number kept stays bounded.
  const many: number[] = [];
  for (let i = 0; i < maxPreparedStatements + 20; i += 1) {
    const answer = await caching.query<{ v: number }>(`select $1::int + ${i} as v`, [1]);
    many.push(answer.rows[0]?.v ?? -1);
  }
  const preparedAtLimit = await preparedCount(caching);

  await plain.close();
  await caching.close();
  return JSON.stringify({
    expected,
    actual,
    preparedAfterScript,
    preparedAfterRepeats,
    preparedAfterNewText,
    columnsAfterAlter: Object.keys(afterAlter.rows[0] ?? {}),
    seenDuring,
    manyCorrect: many.every((value, i) => value === i + 1),
    preparedAtLimit,
    maxPreparedStatements,
  });
}
