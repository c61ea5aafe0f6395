import { BenchConnection } from './bench-connection';

// What the console benches do through the API, from the bench process: guests place cash orders at Sataman Helmi,
// and the store's staff read the store's list as the server holds it. Seeded data (src/server/seed): helmi-staff
// works for Sataman Helmi, whose Lohikeitto has no stock limit.

export const helmiStaff = { username: 'helmi-staff', password: 'helmi-2026' } as const;

const requestTimeoutMs = 30_000;
const invoiceBody = JSON.stringify({
  invoice: {
    organization_query_id: 'sataman-helmi',
    invoice_items_attributes: [{ product_query_id: 'sataman-helmi--lohikeitto', quantity: 2 }],
  },
  paymentMethod: 'CASH',
});

export interface PlacedOrder {
  readonly queryId: string;
  /** What the console shows as "Tilaus #…". */
  readonly shortOrderId: string;
}

/**
 * The store's customers: a few guest sessions (a guest sign-in per device is rate limited per address, and every
 * route per session, as `npm start` runs), taking the orders in turn, each on a keep-alive connection of its own.
 */
export class Customers {
  private next = 0;

  private constructor(private readonly guests: readonly { token: string; connection: BenchConnection }[]) {}

  static async signIn(baseUrl: string, count: number): Promise<Customers> {
    const guests = [];
    for (let guest = 0; guest < count; guest += 1) {
      const connection = new BenchConnection(baseUrl, requestTimeoutMs);
      const answer = await connection.request(
        'POST',
        '/api/v2/users/authenticate_anonymously',
        { 'content-type': 'application/json' },
        JSON.stringify({ device_uuid: `bench-console-${process.pid}-${guest}` }),
      );
      const token = (answer.body as { user?: { session_ktb_token?: string } }).user?.session_ktb_token;
      if (answer.status !== 200 || token === undefined) throw new Error(`Guest sign-in answered ${answer.status}`);
      guests.push({ token, connection });
    }
    return new Customers(guests);
  }

  /** Two soups in cash, created then placed by the next guest in turn. */
  async placeOrder(): Promise<PlacedOrder> {
    const guest = this.guests[this.next % this.guests.length]!;
    this.next += 1;
    const headers = { 'content-type': 'application/json', 'x-p3-mwallet-session-token': guest.token };
    const created = await guest.connection.request('POST', '/api/v1/invoices', headers, invoiceBody);
    const invoice = (created.body as { invoice?: { query_id?: string; short_order_id?: string } }).invoice;
    if (created.status !== 200 || !invoice?.query_id || !invoice.short_order_id) {
      throw new Error(`Creating an invoice answered ${created.status}: ${JSON.stringify(created.body).slice(0, 200)}`);
    }
    const path = `/api/v1/invoices/${invoice.query_id}/place_order`;
    const placed = await guest.connection.request('PUT', path, headers, '{}');
    if (placed.status !== 200) {
      throw new Error(`Placing an order answered ${placed.status}: ${JSON.stringify(placed.body).slice(0, 200)}`);
    }
    return { queryId: invoice.query_id, shortOrderId: invoice.short_order_id };
  }

  /** `count` orders, `parallel` at a time. */
  async placeOrders(count: number, parallel: number): Promise<PlacedOrder[]> {
    const placed: PlacedOrder[] = [];
    let left = count;
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        while (left > 0) {
          left -= 1;
          placed.push(await this.placeOrder());
        }
      }),
    );
    return placed;
  }

  close(): void {
    for (const guest of this.guests) guest.connection.close();
  }
}

export interface ServerOrderList {
  /** Short order ids of the newest page, as the console asks for it. */
  readonly shortOrderIds: readonly string[];
  /** Every placed order of the store. */
  readonly total: number;
}

/** The store's placed orders as the server lists them to its staff: the page the console reads, and the total. */
export async function serverOrderList(baseUrl: string): Promise<ServerOrderList> {
  const connection = new BenchConnection(baseUrl, requestTimeoutMs);
  try {
    const signIn = await connection.request(
      'POST',
      '/merchant/v1/staff/sign_in',
      { 'content-type': 'application/json' },
      JSON.stringify(helmiStaff),
    );
    const token = (signIn.body as { token?: string }).token;
    if (signIn.status !== 200 || token === undefined) throw new Error(`Staff sign-in answered ${signIn.status}`);
    const headers = { authorization: `Bearer ${token}` };
    const listed = await connection.request('GET', '/merchant/v1/orders?per_page=500', headers, '');
    const body = listed.body as {
      orders?: { short_order_id: string }[];
      pagination?: { total_items: number };
    };
    if (listed.status !== 200 || !body.orders || !body.pagination) {
      throw new Error(`The store's orders answered ${listed.status}`);
    }
    return { shortOrderIds: body.orders.map((order) => order.short_order_id), total: body.pagination.total_items };
  } finally {
    connection.close();
  }
}
