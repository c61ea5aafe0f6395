import type { Pool } from 'pg';

/**
 * Texts given a name at most: the server's statements are a few dozen, and a text that varies (an IN list of
 * another length) is sent unnamed once this many are named, so no connection keeps an unbounded number.
 */
export const maxNamedStatements = 300;

type QueryFunction = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** A query (a text, or a config with no name of its own) with parameters, as a config node-postgres may name. */
function nameable(config: unknown, values: unknown): { text: string } | null {
  const asConfig = typeof config === 'string' ? { text: config } : config;
  if (typeof asConfig !== 'object' || asConfig === null) return null;
  const { text, name } = asConfig as { text?: unknown; name?: unknown };
  const parameters = Array.isArray(values) ? values : (asConfig as { values?: unknown }).values;
  // Without parameters a text may hold several statements, which only the simple protocol runs unnamed.
  const hasParameters = Array.isArray(parameters) && parameters.length > 0;
  return typeof text === 'string' && name === undefined && hasParameters ? (asConfig as { text: string }) : null;
}

/**
 * Gives each parameterised query text of the pool a name of its own, so every connection parses and plans it
 * once and afterwards only binds and executes it, as drizzle's prepared queries already are. Without a name,
 * PostgreSQL parses and plans the text on every call: the invoice insert and the placement are statements of
 * several parts whose planning costs as much as running them. One name per text, the same on every connection.
 */
export function nameStatements(pool: Pool): Pool {
  const names = new Map<string, string>();
  const query = pool.query.bind(pool) as QueryFunction;
  const named: QueryFunction = (config, values, callback) => {
    const asConfig = nameable(config, values);
    if (asConfig === null) return query(config, values, callback);
    let name = names.get(asConfig.text);
    if (name === undefined && names.size < maxNamedStatements) {
      name = `named_${names.size + 1}`;
      names.set(asConfig.text, name);
    }
    return query(name === undefined ? config : { ...asConfig, name }, values, callback);
  };
  pool.query = named as Pool['query'];
  return pool;
}
