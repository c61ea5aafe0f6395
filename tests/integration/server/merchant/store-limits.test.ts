import { rm } from 'node:fs/promises';
import { largestMerchantOrdersPage, merchantOrdersResponseSchema } from '@/contract/merchant/merchant-order.contract';
import { promotionsResponseSchema } from '@/contract/merchant/promotions.contract';
import { staffAccountsResponseSchema } from '@/contract/merchant/staff-accounts.contract';
import { staffSignInResponseSchema } from '@/contract/merchant/staff-sign-in.contract';
import { storeProductsResponseSchema } from '@/contract/merchant/store-products.contract';
import { transportSignInResponseSchema } from '@/contract/transport/transport-sign-in.contract';
import { inventoryLimits } from '@/domain/merchant-console/inventory-input';
import { promotionRules } from '@/domain/merchant-console/promotion-rules';
import { staffAccountLimits } from '@/domain/merchant-console/staff-account-rules';
import { detailFields, errorMessage, jsonCaller, type AccountsServer } from '../accounts/accounts-client';
import { newSeededTestDataDir } from '../pglite-template';
import { runTask } from '../run-task';
import { startTestServer, type TestServer } from '../start-test-server';
import { routeQuery, testDeviceId } from '../transport/transport-client';
import { helmiOwner, helmiStaff, kallioOwner } from './merchant-client';

// The Helmi store filled to its most staff accounts, products and vouchers in force before the server starts:
// each list answers all of them within its stated cap, and one more is refused with 400 naming the field.

let dataDir: string;
let server: TestServer;
let call: AccountsServer['call'];
let staffToken: string;
let ownerToken: string;

async function tokenOf(credentials: { username: string; password: string }): Promise<string> {
  const answer = await call('POST', '/merchant/v1/staff/sign_in', { body: credentials });
  return staffSignInResponseSchema.parse(answer.body).token;
}

beforeAll(async () => {
  dataDir = await newSeededTestDataDir();
  const filled = await runTask('tests/integration/server/tasks/fill-store-to-limits.task.ts', [
    dataDir,
    'sataman-helmi',
    'kallion-keittio',
  ]);
  expect(filled).toMatchObject({ code: 0, stderr: '' });
  server = await startTestServer({ dataDir });
  call = jsonCaller(server.baseUrl);
  [staffToken, ownerToken] = await Promise.all([tokenOf(helmiStaff), tokenOf(helmiOwner)]);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;

describe('a store at its limits', () => {
  it('lists every staff account and refuses one more naming username', async () => {
    const listed = await call('GET', '/merchant/v1/staff', { bearer: ownerToken });
    expect(listed.status).toBe(200);
    expect(staffAccountsResponseSchema.parse(listed.body).staff).toHaveLength(staffAccountLimits.accountsPerStore);

    const added = await call('POST', '/merchant/v1/staff', {
      bearer: ownerToken,
      body: { username: 'one-too-many', full_name: 'One Too Many', password: 'Long-enough-1', role: 'staff' },
    });
    expect(added.status).toBe(400);
    expect(detailFields(added.body)).toEqual(['username']);
    expect(errorMessage(added.body)).toContain(String(staffAccountLimits.accountsPerStore));
  });

  it('lists every product with its categories and refuses one more naming name', async () => {
    const listed = await call('GET', '/merchant/v1/products', { bearer: staffToken });
    expect(listed.status).toBe(200);
    expect(storeProductsResponseSchema.parse(listed.body).products).toHaveLength(inventoryLimits.productsPerStore);

    const added = await call('POST', '/merchant/v1/products', {
      bearer: staffToken,
      body: { name: 'One too many', category: 'Keitot', cost: 990 },
    });
    expect(added.status).toBe(400);
    expect(detailFields(added.body)).toEqual(['name']);
  });

  it('lists every category of a store with as many as it may hold, and refuses a product naming a new one', async () => {
    const kallio = await tokenOf(kallioOwner);
    const listed = await call('GET', '/merchant/v1/products', { bearer: kallio });
    expect(storeProductsResponseSchema.parse(listed.body).categories).toHaveLength(inventoryLimits.categoriesPerStore);
    const customersMenu = await call('GET', '/api/v1/companies/kallion-keittio/categories');
    expect(customersMenu.status).toBe(200);
    expect((customersMenu.body as { categories: unknown[] }).categories).toHaveLength(
      inventoryLimits.categoriesPerStore,
    );

    const added = await call('POST', '/merchant/v1/products', {
      bearer: kallio,
      body: { name: 'Uusi keitto', category: 'A section too many', cost: 990 },
    });
    expect(added.status).toBe(400);
    expect(detailFields(added.body)).toEqual(['category']);
    const known = await call('POST', '/merchant/v1/products', {
      bearer: kallio,
      body: { name: 'Uusi keitto', category: 'Section 1', cost: 990 },
    });
    expect(known.status).toBe(201);
  });

  it('lists every product and voucher in force, the latest expiry first, and refuses another voucher', async () => {
    const listed = await call('GET', '/merchant/v1/promotions', { bearer: staffToken });
    expect(listed.status).toBe(200);
    const { products, vouchers } = promotionsResponseSchema.parse(listed.body);
    expect(products).toHaveLength(inventoryLimits.productsPerStore);
    expect(vouchers).toHaveLength(promotionRules.vouchersListed);
    const inForce = vouchers.filter((voucher) => Date.parse(voucher.expires_at) > Date.now());
    expect(inForce.length).toBeGreaterThanOrEqual(promotionRules.vouchersInForce);
    expect(vouchers.slice(0, inForce.length)).toEqual(inForce);

    const added = await call('POST', '/merchant/v1/vouchers', {
      bearer: staffToken,
      body: { code: 'ONEMORE', name: 'One more', discount_kind: 'percent', amount: 5, last_day: nextYear },
    });
    expect(added.status).toBe(400);
    expect(detailFields(added.body)).toEqual(['code']);
  });

  it(`answers pages of up to ${largestMerchantOrdersPage} orders, and refuses a larger page naming per_page`, async () => {
    const largest = await call('GET', `/merchant/v1/orders?per_page=${largestMerchantOrdersPage}`, {
      bearer: staffToken,
    });
    expect(largest.status).toBe(200);
    expect(merchantOrdersResponseSchema.parse(largest.body).pagination.per_page).toBe(largestMerchantOrdersPage);

    const larger = await call('GET', `/merchant/v1/orders?per_page=${largestMerchantOrdersPage + 1}`, {
      bearer: staffToken,
    });
    expect(larger.status).toBe(400);
    expect(detailFields(larger.body)).toEqual(['per_page']);
  });
});

describe('over-long values in the console\u2019s and the rides\u2019 fields', () => {
  it('refuses a voucher code longer than 50 naming code', async () => {
    const answer = await call('POST', '/merchant/v1/vouchers', {
      bearer: staffToken,
      body: { code: 'A'.repeat(51), name: 'Long', discount_kind: 'percent', amount: 5, last_day: nextYear },
    });
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toContain('code');
  });

  it('refuses a report date longer than YYYY-MM-DD naming from', async () => {
    const answer = await call('GET', `/merchant/v1/transactions?from=2026-01-01${'0'.repeat(20)}&to=2026-01-31`, {
      bearer: ownerToken,
    });
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toContain('from');
  });

  it('refuses a booking time longer than an ISO date and time naming advance_booking_time', async () => {
    const signedIn = await call('POST', '/merchant/v1/transport/sign_in', {
      body: { device_id: testDeviceId('limits') },
    });
    const { token } = transportSignInResponseSchema.parse(signedIn.body);
    const query = { ...routeQuery, advance_booking_time: `2030-01-01T10:00:00.${'0'.repeat(40)}Z` };
    const answer = await call('GET', `/api/v1/zapp_go/cablah_price?${new URLSearchParams(query).toString()}`, {
      bearer: token,
    });
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['advance_booking_time']);
  });
});
