import type { Pool } from 'pg';
import { maxNamedStatements, nameStatements } from '@/server/db/statement-naming-pool';

/** A pool that only records what it was asked, as node-postgres's query() receives it. */
function recordingPool() {
  const asked: { config: unknown; values: unknown }[] = [];
  const pool = {
    query: (config: unknown, values?: unknown) => {
      asked.push({ config, values });
      return Promise.resolve({ rows: [] });
    },
  };
  return { pool: nameStatements(pool as unknown as Pool), asked };
}

const nameOf = (config: unknown) => (config as { name?: string }).name;

describe('nameStatements', () => {
  it('gives a parameterised text one name, the same every time it is asked', async () => {
    const { pool, asked } = recordingPool();
    const text = 'select * from invoices where id = $1';
    await pool.query({ text }, [1]);
    await pool.query({ text }, [2]);
    await pool.query({ text: 'update invoices set status = $1', values: ['x'] });

    expect(nameOf(asked[0]!.config)).toMatch(/^named_\d+$/);
    expect(nameOf(asked[1]!.config)).toBe(nameOf(asked[0]!.config));
    expect(nameOf(asked[2]!.config)).not.toBe(nameOf(asked[0]!.config));
    // The text and the values travel as asked.
    expect(asked[1]).toEqual({ config: { text, name: nameOf(asked[0]!.config) }, values: [2] });
  });

  it('names a text given as a string with its parameters', async () => {
    const { pool, asked } = recordingPool();
    await pool.query('select $1::int', [1]);
    await pool.query({ text: 'select $1::int' }, [2]);

    expect(asked[0]!.config).toEqual({ text: 'select $1::int', name: nameOf(asked[1]!.config) });
    expect(nameOf(asked[0]!.config)).toMatch(/^named_\d+$/);
  });

  it('leaves alone a text without parameters (it may hold several statements) and a named one', async () => {
    const { pool, asked } = recordingPool();
    await pool.query({ text: 'begin; select 1; commit' });
    await pool.query({ text: 'select 1', values: [] });
    await pool.query({ text: 'select $1', name: 'owned_invoice' }, [1]);
    await pool.query('select 2');

    expect(asked.map(({ config }) => config)).toEqual([
      { text: 'begin; select 1; commit' },
      { text: 'select 1', values: [] },
      { text: 'select $1', name: 'owned_invoice' },
      'select 2',
    ]);
  });

  it('names no more than its bound of texts and sends the rest unnamed', async () => {
    const { pool, asked } = recordingPool();
    for (let i = 0; i < maxNamedStatements + 5; i += 1) await pool.query({ text: `select $1 + ${i}` }, [1]);
    await pool.query({ text: 'select $1 + 0' }, [1]);

    const names = asked.map(({ config }) => nameOf(config));
    expect(new Set(names.filter(Boolean)).size).toBe(maxNamedStatements);
    expect(names.slice(maxNamedStatements, maxNamedStatements + 5)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    // A text named before the bound was reached keeps its name.
    expect(names.at(-1)).toBe(names[0]);
  });
});
