import { PGlite, protocol, type messages, type QueryOptions, type Results } from '@electric-sql/pglite';

type BackendMessage = messages.BackendMessage;
type Field = { readonly name: string; readonly dataTypeID: number };

/** A statement parsed and planned once, by the name it was prepared under. */
interface PreparedStatement {
  readonly name: string;
  /** The parameters' types as the database inferred them: they choose each value's serializer. */
  readonly parameterTypes: readonly number[];
  /** The columns of its rows; empty for a statement that answers none. */
  readonly fields: readonly Field[];
}

/**
 * Statements kept at most: the server's texts are a few dozen, and a text that varies (an IN list of another
 * length) is run the ordinary way once this many are kept, so memory stays bounded whatever the requests.
 */
export const maxPreparedStatements = 300;

/** PostgreSQL's "cached plan must not change result type": the table under a kept statement changed shape. */
const featureNotSupported = '0A000';

const copy = (bytes: Uint8Array) => new Uint8Array(bytes);

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}

/**
 * PGlite that keeps each query's statement prepared, as node-postgres does with named statements. PGlite's own
 * query() parses and plans the text on every call and enters the database six times (parse, describe, bind,
 * describe, execute, sync); here a text seen before is one entry (bind, execute, sync) of a statement planned
 * once, and its rows are built with each column's parser chosen once per call instead of a copy of every parser
 * per query. What the caller sees is the same: the rows, fields and counts of query(), and the database's errors.
 * Transactions, exec() and listen() are PGlite's own; a query waits for an open transaction as query() does.
 */
export class StatementCachingPGlite extends PGlite {
  readonly #prepared = new Map<string, PreparedStatement>();
  #named = 0;

  override async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    // A blob (COPY) goes through PGlite's file handling; PGlite's own call does that.
    if (options?.blob !== undefined) return super.query<T>(text, params, options);
    await this._checkReady();
    const answer = await this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        const key = statementKey(text, options);
        const statement = this.#prepared.get(key) ?? (await this.#prepare(key, text, options));
        if (statement === null) return null;
        try {
          return await this.#execute<T>(statement, params, options);
        } catch (error) {
          if (!isFeatureNotSupported(error)) throw error;
          // Planned against an older shape of its tables: forgotten, and run the ordinary way below.
          await this.#forget(key, statement);
          return null;
        }
      }),
    );
    return answer ?? super.query<T>(text, params, options);
  }

  /** Parses and describes the text under a new name; null when enough statements are kept already. */
  async #prepare(key: string, text: string, options: QueryOptions | undefined): Promise<PreparedStatement | null> {
    if (this.#prepared.size >= maxPreparedStatements) return null;
    const name = `cached_${(this.#named += 1)}`;
    const { messages } = await this.execProtocol(
      concat([
        copy(protocol.serialize.parse({ name, text, ...(options?.paramTypes ? { types: options.paramTypes } : {}) })),
        copy(protocol.serialize.describe({ type: 'S', name })),
        copy(protocol.serialize.sync()),
      ]),
      { syncToFs: false },
    );
    const statement: PreparedStatement = {
      name,
      parameterTypes: messages.find(isParameterDescription)?.dataTypeIDs ?? [],
      fields: (messages.find(isRowDescription)?.fields ?? []).map(({ name: field, dataTypeID }) => ({
        name: field,
        dataTypeID,
      })),
    };
    this.#prepared.set(key, statement);
    return statement;
  }

  async #execute<T>(statement: PreparedStatement, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = statement.parameterTypes[index] ?? 0;
      const serialize = options?.serializers?.[type] ?? this.serializers[type];
      return serialize ? serialize(param) : String(param);
    });
    const { messages } = await this.execProtocol(
      concat([
        copy(protocol.serialize.bind({ statement: statement.name, values })),
        copy(protocol.serialize.execute({})),
        copy(protocol.serialize.sync()),
      ]),
      { syncToFs: false },
    );
    if (!this.isInTransaction()) await this.syncToFs();
    return this.#results<T>(statement.fields, messages, options);
  }

  /** The answer query() gives: the rows (objects or arrays) with each column parsed, the command and its counts. */
  #results<T>(fields: readonly Field[], messages: readonly BackendMessage[], options?: QueryOptions): Results<T> {
    const parsers = fields.map(({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? this.parsers[dataTypeID] ?? null);
    const parse = (value: string | null, index: number): unknown => {
      if (value === null) return null;
      const parser = parsers[index];
      return parser ? parser(value, fields[index]!.dataTypeID) : value;
    };
    const asArrays = options?.rowMode === 'array';
    const rows: unknown[] = [];
    let command: string | undefined;
    let rowCount: number | undefined;
    let affectedRows = 0;
    for (const message of messages) {
      if (message.name === 'dataRow') {
        const values = (message as messages.DataRowMessage).fields.map(parse);
        rows.push(asArrays ? values : Object.fromEntries(fields.map((field, index) => [field.name, values[index]])));
      } else if (message.name === 'commandComplete') {
        // "SELECT 2", "UPDATE 3", "INSERT 0 5": the count is the tag's last word.
        const words = (message as messages.CommandCompleteMessage).text.split(' ');
        command = words[0];
        const count = Number.parseInt(words[words.length - 1] ?? '', 10);
        if (!Number.isNaN(count)) rowCount = count;
        if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command ?? '')) affectedRows += count;
      }
    }
    return {
      rows: rows as T[],
      fields: fields.map((field) => ({ ...field })),
      affectedRows,
      ...(command === undefined ? {} : { command }),
      ...(rowCount === undefined ? {} : { rowCount }),
    } as Results<T>;
  }

  async #forget(key: string, statement: PreparedStatement): Promise<void> {
    this.#prepared.delete(key);
    await this.execProtocol(
      concat([copy(protocol.serialize.close({ type: 'S', name: statement.name })), copy(protocol.serialize.sync())]),
      { syncToFs: false, throwOnError: false },
    );
  }
}

/** A statement is kept per text and per parameter types asked for, which its plan depends on. */
function statementKey(text: string, options: QueryOptions | undefined): string {
  return options?.paramTypes === undefined ? text : `${options.paramTypes.join(',')}\n${text}`;
}

const isParameterDescription = (message: BackendMessage): message is messages.ParameterDescriptionMessage =>
  message.name === 'parameterDescription';

const isRowDescription = (message: BackendMessage): message is messages.RowDescriptionMessage =>
  message.name === 'rowDescription';

function isFeatureNotSupported(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === featureNotSupported;
}
