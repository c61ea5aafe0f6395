import type { ServerDatabase } from './database';

/**
 * A query built once per database and kept: the hot reads of every request skip building their SQL again,
 * and on PostgreSQL a named statement is parsed once per connection instead of on every call. Each build
 * function is one statement, so its name (given in the build) stays unique.
 */
export function preparedFor<Query>(build: (db: ServerDatabase) => Query): (db: ServerDatabase) => Query {
  const built = new WeakMap<ServerDatabase, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
