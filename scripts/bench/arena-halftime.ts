import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { ServerDatabase } from '@/server/db/database';
import { openDatabase } from '@/server/db/open-database';
import { companies, products } from '@/server/catalogue/catalogue-schema';
import { invoiceItems, invoices } from '@/server/orders/orders-schema';
import { allModules } from '@/server/modules/all-modules';
import { arenaVenueQueryId } from '@/server/seed/arena-venue';
import { BenchConnection } from './bench-connection';
import { startBenchServer, type BenchDatabase } from './bench-server';

/** The product whose stock is counted: seeded with 4 units, raised before the run so it never runs out. */
const trackedProduct = `${arenaVenueQueryId}--pizzapala-pepperoni`;
const trackedStock = 10_000_000;
const trackedPerOrder = 2;

/** A halftime order: a burger on a flat promotion, two stock-counted pizza slices, a coffee at the general VAT rate and a wrap on a percentage promotion, paid in cash at the counter. */
const lines = [
  { product_query_id: `${arenaVenueQueryId}--areenaburgeri`, quantity: 1 },
  { product_query_id: trackedProduct, quantity: trackedPerOrder },
  { product_query_id: `${arenaVenueQueryId}--kahvi`, quantity: 1 },
  { product_query_id: `${arenaVenueQueryId}--falafel-wrap`, quantity: 1, instruction: 'No onion' },
];
const orderProducts = [...new Set(lines.map((line) => line.product_query_id))];
const invoiceBody = JSON.stringify({
  invoice: { organization_query_id: arenaVenueQueryId, invoice_items_attributes: lines },
  paymentMethod: 'CASH',
});

export interface ArenaSettings {
  /** Customers ordering at the same time, each on a connection of its own. */
  readonly customers: number;
  readonly seconds: number;
  /** Ordering before the measured window (JIT, caches); these orders are in the after-check too. */
  readonly warmUpSeconds: number;
}

export function arenaSettingsFromEnv(): ArenaSettings {
  const positive = (name: string, fallback: number) => {
    const value = Number(process.env[name] ?? fallback);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
    return value;
  };
  return {
    customers: Math.round(positive('ARENA_CUSTOMERS', 50)),
    seconds: positive('ARENA_SECONDS', 60),
    warmUpSeconds: positive('ARENA_WARMUP_SECONDS', 5),
  };
}

/** What the database holds of the arena's orders and stock, before and after the rush. */
interface Snapshot {
  readonly invoices: number;
  readonly placed: number;
  readonly items: number;
  readonly stock: ReadonlyMap<string, number>;
}

export interface ArenaCheck {
  readonly ok: boolean;
  /** One line per fact checked, as printed and written. */
  readonly findings: readonly string[];
}

export interface ArenaMeasurement {
  readonly database: string;
  readonly settings: ArenaSettings;
  readonly orders: number;
  readonly ordersPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  /** The server process's CPU time per order in the measured window: PGlite included, PostgreSQL's processes not. */
  readonly serverCpuMsPerOrder: number | null;
  /**
   * The bench process's own CPU time per order in the measured window: the customers share the machine's cores
   * with the server, so a client that costs much would hold the server's figures down.
   */
  readonly clientCpuMsPerOrder: number | null;
  /** PostgreSQL's processes' CPU time per order in the measured window; null on PGlite, which runs in the server. */
  readonly databaseCpuMsPerOrder: number | null;
  /** Refused or failed orders in the measured window, by what went wrong. */
  readonly errors: number;
  readonly errorKinds: readonly string[];
  readonly check: ArenaCheck;
}

async function withDatabase<T>(
  database: BenchDatabase,
  work: (db: ServerDatabase) => Promise<T>,
  startup: (db: ServerDatabase) => Promise<void> = async () => {},
): Promise<T> {
  const settings = {
    dataDir: database.dataDir ?? '',
    ...(database.databaseUrl === undefined ? {} : { databaseUrl: database.databaseUrl }),
  };
  const connection = await openDatabase(settings, startup);
  try {
    return await work(connection.db);
  } finally {
    await connection.close();
  }
}

async function arenaCompanyId(db: ServerDatabase): Promise<number> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.queryId, arenaVenueQueryId));
  if (!row) throw new Error(`The seed has no ${arenaVenueQueryId}`);
  return row.id;
}

async function snapshot(db: ServerDatabase): Promise<Snapshot> {
  const companyId = await arenaCompanyId(db);
  const ofArena = eq(invoices.companyId, companyId);
  const [[all], [placed], [items], stock] = await Promise.all([
    db.select({ n: count() }).from(invoices).where(ofArena),
    db
      .select({ n: count() })
      .from(invoices)
      .where(and(ofArena, isNotNull(invoices.placedAt))),
    db
      .select({ n: count() })
      .from(invoiceItems)
      .innerJoin(invoices, eq(invoices.id, invoiceItems.invoiceId))
      .where(ofArena),
    db
      .select({ queryId: products.queryId, quantity: products.availableQuantity })
      .from(products)
      .where(inArray(products.queryId, orderProducts)),
  ]);
  return {
    invoices: all?.n ?? 0,
    placed: placed?.n ?? 0,
    items: items?.n ?? 0,
    stock: new Map(stock.map((row) => [row.queryId, row.quantity])),
  };
}

async function placedQueryIds(db: ServerDatabase, queryIds: readonly string[]): Promise<number> {
  let found = 0;
  for (let from = 0; from < queryIds.length; from += 1_000) {
    const [row] = await db
      .select({ n: count() })
      .from(invoices)
      .where(and(inArray(invoices.queryId, queryIds.slice(from, from + 1_000)), isNotNull(invoices.placedAt)));
    found += row?.n ?? 0;
  }
  return found;
}

/** What the customers were told: every answer counted, in and out of the measured window. */
interface Answers {
  created: number;
  placedQueryIds: string[];
  /** create+place of the orders placed in the measured window, in ms. */
  latencies: number[];
  errors: number;
  errorKinds: Map<string, number>;
}

async function guestToken(baseUrl: string, device: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v2/users/authenticate_anonymously`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ device_uuid: device }),
  });
  const answer = (await response.json()) as { user?: { session_ktb_token?: string } };
  const token = answer.user?.session_ktb_token;
  if (response.status !== 200 || token === undefined) throw new Error(`Guest sign-in failed: ${response.status}`);
  return token;
}

const requestTimeoutMs = 30_000;

/** One customer ordering again and again until the whistle, each order created then placed, on a connection of its own. */
async function customer(baseUrl: string, token: string, window: { start: number; end: number }, answers: Answers) {
  const headers = { 'content-type': 'application/json', 'x-p3-mwallet-session-token': token };
  const connection = new BenchConnection(baseUrl, requestTimeoutMs);
  const fail = (kind: string, inWindow: boolean) => {
    if (inWindow) answers.errors += 1;
    answers.errorKinds.set(kind, (answers.errorKinds.get(kind) ?? 0) + 1);
  };
  try {
    while (performance.now() < window.end) {
      const started = performance.now();
      const inWindow = started >= window.start;
      try {
        const created = await connection.request('POST', '/api/v1/invoices', headers, invoiceBody);
        const queryId = (created.body as { invoice?: { query_id?: string } }).invoice?.query_id;
        if (created.status !== 200 || queryId === undefined) {
          fail(`create ${created.status}`, inWindow);
          continue;
        }
        answers.created += 1;
        const placed = await connection.request('PUT', `/api/v1/invoices/${queryId}/place_order`, headers, '{}');
        const order = (placed.body as { invoice?: { query_id?: string; status?: string } }).invoice;
        if (placed.status !== 200 || order?.query_id !== queryId || order.status !== 'order_pending') {
          fail(`place ${placed.status}`, inWindow);
          continue;
        }
        answers.placedQueryIds.push(queryId);
        if (inWindow && performance.now() <= window.end) answers.latencies.push(performance.now() - started);
      } catch (error) {
        fail(error instanceof Error ? error.name : 'error', inWindow);
      }
    }
  } finally {
    connection.close();
  }
}

/** Milliseconds of CPU per order, to a tenth; null when either is unknown. */
function perOrder(cpuMs: number | null, orders: number): number | null {
  return cpuMs === null || orders === 0 ? null : Math.round((cpuMs / orders) * 10) / 10;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
}

function checkAfter(before: Snapshot, after: Snapshot, answers: Answers, foundPlaced: number): ArenaCheck {
  const findings: string[] = [];
  let ok = true;
  const expect = (label: string, actual: number, expected: number) => {
    const same = actual === expected;
    ok &&= same;
    findings.push(
      `${same ? 'ok' : 'MISMATCH'}: ${label}: ${actual.toLocaleString('en')} (expected ${expected.toLocaleString('en')})`,
    );
  };
  const placed = answers.placedQueryIds.length;
  expect('distinct orders answered', new Set(answers.placedQueryIds).size, placed);
  expect('orders placed in the database', after.placed - before.placed, placed);
  expect('answered orders found placed in the database', foundPlaced, placed);
  expect('invoices stored', after.invoices - before.invoices, answers.created);
  expect('invoice lines stored', after.items - before.items, answers.created * lines.length);
  for (const product of orderProducts) {
    const taken = (before.stock.get(product) ?? 0) - (after.stock.get(product) ?? 0);
    expect(
      `units taken from the stock of ${product}`,
      taken,
      product === trackedProduct ? placed * trackedPerOrder : 0,
    );
  }
  return { ok, findings };
}

/**
 * The arena's halftime on one database: the database seeded and given stock, a snapshot, the server started on
 * it and the customers let loose, then the server stopped and the database checked against every answer.
 */
export async function arenaHalftime(
  databaseName: string,
  database: BenchDatabase,
  settings: ArenaSettings,
  databaseCpuMs: () => Promise<number | null> = async () => null,
): Promise<ArenaMeasurement> {
  const before = await withDatabase(
    database,
    async (db) => {
      await db.update(products).set({ availableQuantity: trackedStock }).where(eq(products.queryId, trackedProduct));
      return snapshot(db);
    },
    async (db) => {
      for (const module of allModules) await module.seed?.(db);
    },
  );
  const answers: Answers = { created: 0, placedQueryIds: [], latencies: [], errors: 0, errorKinds: new Map() };
  const server = await startBenchServer(database);
  let serverCpuMs: number | null = null;
  let clientCpuMs: number | null = null;
  let databaseMs: number | null = null;
  try {
    const tokens = await Promise.all(
      Array.from({ length: settings.customers }, (_, index) => guestToken(server.baseUrl, `bench-arena-fan-${index}`)),
    );
    const now = performance.now();
    const window = {
      start: now + settings.warmUpSeconds * 1_000,
      end: now + (settings.warmUpSeconds + settings.seconds) * 1_000,
    };
    const rush = Promise.all(tokens.map((token) => customer(server.baseUrl, token, window, answers)));
    await new Promise((resolve) => setTimeout(resolve, window.start - performance.now()));
    const cpuAtStart = await server.cpuMs();
    const databaseAtStart = await databaseCpuMs();
    const clientAtStart = process.cpuUsage();
    await new Promise((resolve) => setTimeout(resolve, window.end - performance.now()));
    const cpuAtEnd = await server.cpuMs();
    const databaseAtEnd = await databaseCpuMs();
    const client = process.cpuUsage(clientAtStart);
    clientCpuMs = (client.user + client.system) / 1_000;
    if (databaseAtStart !== null && databaseAtEnd !== null) databaseMs = databaseAtEnd - databaseAtStart;
    await rush;
    if (cpuAtStart !== null && cpuAtEnd !== null) serverCpuMs = cpuAtEnd - cpuAtStart;
  } finally {
    await server.stop();
  }
  const { after, found } = await withDatabase(database, async (db) => ({
    after: await snapshot(db),
    found: await placedQueryIds(db, answers.placedQueryIds),
  }));
  const sorted = [...answers.latencies].sort((a, b) => a - b);
  return {
    database: databaseName,
    settings,
    orders: sorted.length,
    ordersPerSecond: Math.round(sorted.length / settings.seconds),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: percentile(sorted, 100),
    serverCpuMsPerOrder: perOrder(serverCpuMs, sorted.length),
    clientCpuMsPerOrder: perOrder(clientCpuMs, sorted.length),
    databaseCpuMsPerOrder: perOrder(databaseMs, sorted.length),
    errors: answers.errors,
    errorKinds: [...answers.errorKinds].map(([kind, times]) => `${kind} ×${times}`),
    check: checkAfter(before, after, answers, found),
  };
}
