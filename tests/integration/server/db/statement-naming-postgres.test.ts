import { Pool } from 'pg';
import { nameStatements } from '@/server/db/statement-naming-pool';
import { newTestDatabase, testPostgresUrl, type TestDatabase } from '../postgres-database';

// Runs only where a PostgreSQL server is at hand (TEST_DATABASE_URL, set by npm test when the binaries are there).
const describeWithPostgres = testPostgresUrl() === undefined ? describe.skip : describe;

describeWithPostgres('a pool whose parameterised texts are named, on PostgreSQL', () => {
  let database: TestDatabase;
  let pool: Pool;

  beforeAll(async () => {
    database = await newTestDatabase();
    // One connection, so what it keeps prepared can be read back from it.
    pool = nameStatements(new Pool({ connectionString: database.url, max: 1 }));
    await pool.query('create table items (id serial primary key, name text not null unique, price int)');
  });

  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  const prepared = async () =>
    (
      await pool.query<{ statement: string }>('select statement from pg_prepared_statements order by statement')
    ).rows.map((row) => row.statement);

  it('prepares a text once on the connection, answers as before, and still reports the database errors', async () => {
    const insert = 'insert into items (name, price) values ($1, $2) returning id, name, price';
    const first = await pool.query(insert, ['coffee', 250]);
    const second = await pool.query(insert, ['tea', null]);
    const select = await pool.query({ text: 'select name, price from items where id >= $1 order by id', values: [1] });

    expect(first.rows).toEqual([{ id: 1, name: 'coffee', price: 250 }]);
    expect(second.rows).toEqual([{ id: 2, name: 'tea', price: null }]);
    expect(select.rows).toEqual([
      { name: 'coffee', price: 250 },
      { name: 'tea', price: null },
    ]);
    expect(await prepared()).toEqual([insert, 'select name, price from items where id >= $1 order by id']);
    await expect(pool.query(insert, ['coffee', 1])).rejects.toMatchObject({ code: '23505' });
    expect((await pool.query(insert, ['juice', 300])).rows).toEqual([{ id: 4, name: 'juice', price: 300 }]);
    // The pool drops a connection whose query failed; the next one prepares the text again under its name.
    expect(await prepared()).toContain(insert);
  });

  it('runs a text of several statements without parameters as before', async () => {
    await pool.query('update items set price = 1 where id = 1; update items set price = 2 where id = 2');
    expect((await pool.query('select price from items where id <= $1 order by id', [2])).rows).toEqual([
      { price: 1 },
      { price: 2 },
    ]);
  });
});
