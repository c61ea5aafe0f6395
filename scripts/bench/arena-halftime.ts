import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { ServerDatabase } from '@/server/db/database';
import { openDatabase } from '@/server/db/open-database';
import { companies, products } from '@/server/catalogue/catalogue-schema';
import { invoiceItems, invoices } from '@/server/orders/orders-schema';
import { allModules } from '@/server/modules/all-modules';
import { arenaVenueQueryId } from '@/server/seed/arena-venue';
import { BenchConnection } from './bench-connection';
import { startBenchServer, type BenchDatabase, type BenchServer } from './bench-server';
import { OrderEventStream } from './order-event-stream';

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
  /**
   * Server instances on the one database, the customers spread over them in turn. With more than one, each customer
   * also holds its event stream on the next instance, so every order placed travels to another instance's stream.
   */
  readonly instances: number;
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
    instances: 1,
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
  /** With several instances: from the place answer to the order's event on the customer's stream on another one. */
  readonly crossInstance: CrossInstanceFigures | null;
  readonly check: ArenaCheck;
}

export interface CrossInstanceFigures {
  /** Orders placed in the measured window whose event arrived; the times are theirs, in ms. */
  readonly delivered: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
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
  /** Invoice query id → the moment its place answer arrived, for the orders placed in the measured window. */
  placedInWindowAt: Map<string, number>;
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
        const answeredAt = performance.now();
        if (inWindow && answeredAt <= window.end) {
          answers.latencies.push(answeredAt - started);
          answers.placedInWindowAt.set(queryId, answeredAt);
        }
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

function checkAfter(
  before: Snapshot,
  after: Snapshot,
  answers: Answers,
  foundPlaced: number,
  streams: readonly OrderEventStream[],
): ArenaCheck {
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
  if (streams.length > 0) {
    const arrived = new Set(streams.flatMap((stream) => [...stream.arrivals.keys()]));
    expect(
      "orders whose event reached the customer's stream on another instance",
      answers.placedQueryIds.filter((queryId) => arrived.has(queryId)).length,
      placed,
    );
    expect('events that reached a stream twice', sum(streams.map((stream) => stream.repeats)), 0);
  }
  return { ok, findings };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The events of the measured window's orders, from each place answer to the event's arrival on another instance. */
function crossInstanceFigures(answers: Answers, streams: readonly OrderEventStream[]): CrossInstanceFigures | null {
  if (streams.length === 0) return null;
  const delays: number[] = [];
  for (const [queryId, answeredAt] of answers.placedInWindowAt) {
    const arrivedAt = streams.find((stream) => stream.arrivals.has(queryId))?.arrivals.get(queryId);
    // An event may beat the answer it follows to the client: it is then no delay at all.
    if (arrivedAt !== undefined) delays.push(Math.max(0, arrivedAt - answeredAt));
  }
  const sorted = delays.sort((a, b) => a - b);
  return {
    delivered: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: percentile(sorted, 100),
  };
}

/** Waits until every placed order's event has reached a stream, or the time is up. */
async function eventsSettled(answers: Answers, streams: readonly OrderEventStream[], ms: number): Promise<void> {
  const deadline = performance.now() + ms;
  const arrived = () => answers.placedQueryIds.every((queryId) => streams.some((s) => s.arrivals.has(queryId)));
  while (streams.length > 0 && performance.now() < deadline && !arrived()) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
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
  // A test starts its servers its own way (the jest worker's server host); the bench, as `npm start` runs them.
  startServer: (database: BenchDatabase) => Promise<BenchServer> = startBenchServer,
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
  const answers: Answers = {
    created: 0,
    placedQueryIds: [],
    latencies: [],
    placedInWindowAt: new Map(),
    errors: 0,
    errorKinds: new Map(),
  };
  const servers: BenchServer[] = [];
  const streams: OrderEventStream[] = [];
  let serverCpuMs: number | null = null;
  let clientCpuMs: number | null = null;
  let databaseMs: number | null = null;
  try {
    // One after another: each start checks the migrations and the seed, which a lock in the database serialises anyway.
    for (let instance = 0; instance < settings.instances; instance += 1) servers.push(await startServer(database));
    const serverOf = (customerIndex: number) => servers[customerIndex % servers.length]!;
    const tokens = await Promise.all(
      Array.from({ length: settings.customers }, (_, index) =>
        guestToken(serverOf(index).baseUrl, `bench-arena-fan-${index}`),
      ),
    );
    if (servers.length > 1) {
      const opened = await Promise.all(
        tokens.map((token, index) => OrderEventStream.open(serverOf(index + 1).baseUrl, token)),
      );
      streams.push(...opened);
    }
    const now = performance.now();
    const window = {
      start: now + settings.warmUpSeconds * 1_000,
      end: now + (settings.warmUpSeconds + settings.seconds) * 1_000,
    };
    const rush = Promise.all(tokens.map((token, index) => customer(serverOf(index).baseUrl, token, window, answers)));
    const serversCpuMs = async () => {
      const each = await Promise.all(servers.map((server) => server.cpuMs()));
      return each.some((ms) => ms === null) ? null : sum(each as number[]);
    };
    await new Promise((resolve) => setTimeout(resolve, window.start - performance.now()));
    const cpuAtStart = await serversCpuMs();
    const databaseAtStart = await databaseCpuMs();
    const clientAtStart = process.cpuUsage();
    await new Promise((resolve) => setTimeout(resolve, window.end - performance.now()));
    const cpuAtEnd = await serversCpuMs();
    const databaseAtEnd = await databaseCpuMs();
    const client = process.cpuUsage(clientAtStart);
    clientCpuMs = (client.user + client.system) / 1_000;
    if (databaseAtStart !== null && databaseAtEnd !== null) databaseMs = databaseAtEnd - databaseAtStart;
    await rush;
    if (cpuAtStart !== null && cpuAtEnd !== null) serverCpuMs = cpuAtEnd - cpuAtStart;
    await eventsSettled(answers, streams, 10_000);
  } finally {
    for (const stream of streams) stream.close();
    await Promise.all(servers.map((server) => server.stop()));
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
    crossInstance: crossInstanceFigures(answers, streams),
    check: checkAfter(before, after, answers, found, streams),
  };
}
