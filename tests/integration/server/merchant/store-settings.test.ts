import { dashboardResponseSchema } from '@/contract/merchant/dashboard.contract';
import { storeSettingsResponseSchema } from '@/contract/merchant/store-settings.contract';
import { transactionsResponseSchema } from '@/contract/merchant/store-money.contract';
import type { AccountsServer } from '../accounts/accounts-client';
import { invoiceOf } from '../orders/orders-client';
import { startOrdersServer } from '../orders/orders-server';
import { helmiOwner, helmiSoup, helmiStaff, kallioOwner, placedOrder, staffToken } from './merchant-client';

// Issue 26, parts 4 and 9: a store's time zone and its preparation countdown existed only in the seed. The owner
// now sets both, and the store's days and the customer's order page follow them.
let api: AccountsServer;

beforeAll(async () => {
  api = await startOrdersServer();
});

afterAll(() => api?.stop());

const path = '/merchant/v1/store/settings';

const readSettings = (token: string) => api.call('GET', path, { bearer: token });
const putSettings = (token: string, body: unknown, language?: string) =>
  api.call('PUT', path, { bearer: token, body, ...(language === undefined ? {} : { language }) });

describe('GET and PUT /merchant/v1/store/settings', () => {
  afterEach(async () => {
    // Each test starts from the seed's settings, whatever the one before changed.
    const owner = await staffToken(api, helmiOwner);
    await putSettings(owner, { time_zone: 'Europe/Helsinki', preparation_time_flag: true });
  });

  it('lets the owner read and change the time zone and the countdown, and the customer\u2019s order follows', async () => {
    const owner = await staffToken(api, helmiOwner);
    const before = storeSettingsResponseSchema.parse((await readSettings(owner)).body);
    expect(before.settings).toEqual({ time_zone: 'Europe/Helsinki', preparation_time_flag: true });

    const changed = await putSettings(owner, { time_zone: 'America/New_York', preparation_time_flag: false });
    expect(changed.status).toBe(200);
    expect(storeSettingsResponseSchema.parse(changed.body).settings).toEqual({
      time_zone: 'America/New_York',
      preparation_time_flag: false,
    });
    const again = storeSettingsResponseSchema.parse((await readSettings(owner)).body);
    expect(again.settings).toEqual({ time_zone: 'America/New_York', preparation_time_flag: false });

    const { guest, invoiceQueryId } = await placedOrder(api, 'settings-customer', 'sataman-helmi', [
      { product: helmiSoup, quantity: 2 },
    ]);
    const order = await api.call('GET', `/api/v2/invoices/${invoiceQueryId}/fetch_invoice`, { token: guest.token });
    expect(invoiceOf(order).merchant.preparation_time_flag).toBe(false);

    await putSettings(owner, { time_zone: 'America/New_York', preparation_time_flag: true });
    const turnedOn = await api.call('GET', `/api/v2/invoices/${invoiceQueryId}/fetch_invoice`, { token: guest.token });
    expect(invoiceOf(turnedOn).merchant.preparation_time_flag).toBe(true);
  });

  it('stores a zone in the runtime\u2019s own spelling', async () => {
    const owner = await staffToken(api, helmiOwner);
    const answer = await putSettings(owner, { time_zone: 'asia/tokyo', preparation_time_flag: true });
    expect(storeSettingsResponseSchema.parse(answer.body).settings.time_zone).toBe('Asia/Tokyo');
  });

  it('refuses staff with 403 and no session with 401, and changes nothing', async () => {
    const staff = await staffToken(api, helmiStaff);
    expect((await readSettings(staff)).status).toBe(403);
    expect((await putSettings(staff, { time_zone: 'Asia/Tokyo', preparation_time_flag: false })).status).toBe(403);
    expect((await api.call('GET', path, {})).status).toBe(401);
    const owner = await staffToken(api, helmiOwner);
    expect(storeSettingsResponseSchema.parse((await readSettings(owner)).body).settings).toEqual({
      time_zone: 'Europe/Helsinki',
      preparation_time_flag: true,
    });
  });

  it('refuses an unknown zone with 400 naming time_zone, in Finnish and English', async () => {
    const owner = await staffToken(api, helmiOwner);
    const body = { time_zone: 'Europe/Atlantis', preparation_time_flag: false };
    const english = await putSettings(owner, body, 'en');
    expect(english.status).toBe(400);
    expect(english.body).toMatchObject({
      error: {
        message: expect.stringContaining('time_zone') as unknown,
        details: [{ field: 'time_zone', message: expect.stringContaining('No time zone') as unknown }],
      },
    });
    const finnish = await putSettings(owner, body, 'fi');
    expect(finnish.status).toBe(400);
    expect(finnish.body).toMatchObject({
      error: { details: [{ field: 'time_zone', message: expect.stringContaining('Aikavyöhykettä') as unknown }] },
    });
    const missing = await putSettings(owner, { preparation_time_flag: true });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: { details: [{ field: 'time_zone' }] } });
    expect(storeSettingsResponseSchema.parse((await readSettings(owner)).body).settings.time_zone).toBe(
      'Europe/Helsinki',
    );
  });

  it('answers each owner their own store only: another store\u2019s owner changes theirs, not this one\u2019s', async () => {
    const kallio = await staffToken(api, kallioOwner);
    const theirs = await putSettings(kallio, { time_zone: 'Asia/Tokyo', preparation_time_flag: false });
    expect(storeSettingsResponseSchema.parse(theirs.body).settings.time_zone).toBe('Asia/Tokyo');
    const helmi = await staffToken(api, helmiOwner);
    expect(storeSettingsResponseSchema.parse((await readSettings(helmi)).body).settings).toEqual({
      time_zone: 'Europe/Helsinki',
      preparation_time_flag: true,
    });
    await putSettings(kallio, { time_zone: 'Europe/Helsinki', preparation_time_flag: true });
  });
});

describe('the store\u2019s days after its zone changes', () => {
  // 22:30 UTC on 14 March 2027, a day no other test orders on: already the 15th in Helsinki, still the 14th in
  // New York.
  const lateEvening = Date.parse('2027-03-14T22:30:00Z');

  afterAll(async () => {
    await api.setClockOffset(0);
    const owner = await staffToken(api, helmiOwner);
    await putSettings(owner, { time_zone: 'Europe/Helsinki', preparation_time_flag: true });
  });

  it('moves the dashboard\u2019s today and the transactions\u2019 days to the new zone', async () => {
    await api.setClockOffset(lateEvening - Date.now());
    const owner = await staffToken(api, helmiOwner);
    await placedOrder(api, 'settings-late', 'sataman-helmi', [{ product: helmiSoup, quantity: 2 }]);
    const dashboard = async () =>
      dashboardResponseSchema.parse((await api.call('GET', '/merchant/v1/dashboard', { bearer: owner })).body);
    const transactionsOn = async (date: string) =>
      transactionsResponseSchema.parse(
        (await api.call('GET', `/merchant/v1/transactions?from=${date}&to=${date}`, { bearer: owner })).body,
      );

    expect(await dashboard()).toMatchObject({ date: '2027-03-15', time_zone: 'Europe/Helsinki' });
    expect((await transactionsOn('2027-03-15')).days.map((day) => day.date)).toEqual(['2027-03-15']);
    expect((await transactionsOn('2027-03-14')).days).toEqual([]);

    expect((await putSettings(owner, { time_zone: 'America/New_York', preparation_time_flag: true })).status).toBe(200);
    expect(await dashboard()).toMatchObject({ date: '2027-03-14', time_zone: 'America/New_York', orders: 1 });
    const newYork = await transactionsOn('2027-03-14');
    expect(newYork.time_zone).toBe('America/New_York');
    expect(newYork.days.map((day) => day.date)).toEqual(['2027-03-14']);
    expect((await transactionsOn('2027-03-15')).days).toEqual([]);
  });
});
