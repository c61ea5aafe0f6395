import { staffAccountResponseSchema } from '@/contract/merchant/staff-accounts.contract';
import type { AccountsServer } from '../../accounts/accounts-client';
import { products } from '../../orders/orders-client';
import type { Baseline } from './hostile-baselines';
import type { HostileRequest } from './hostile-request';

/** hostile-baselines' request builder, handed in so this module imports nothing of it at run time. */
type RequestOf = (
  method: string,
  path: string,
  parts?: {
    params?: Record<string, string>;
    query?: Record<string, string>;
    json?: unknown;
    bearer?: string;
  },
) => HostileRequest;

/**
 * The accepted requests of the console's office calls (staff accounts, dashboard, promotions, vouchers, money
 * pages). They touch nothing the other baselines use: a staff account and a voucher of their own, the store's
 * vichy for promotions, and new accounts and codes where a variant would otherwise be refused as taken or gone.
 */
export async function officeBaselines(
  api: AccountsServer,
  tokens: { readonly staff: string; readonly owner: string },
  request: RequestOf,
): Promise<Record<string, Baseline>> {
  const { staff, owner } = tokens;
  let serial = 0;
  const newAccount = () => ({
    username: `hostile-${++serial}-${Date.now()}`,
    full_name: 'Hostile Waiter',
    password: 'Hostile-2026',
    role: 'staff',
  });
  const added = async () => {
    const answer = await api.call('POST', '/merchant/v1/staff', { body: newAccount(), bearer: owner });
    if (answer.status !== 201) throw new Error(`Add staff failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return staffAccountResponseSchema.parse(answer.body).account.query_id;
  };
  const voucher = (code: string) => ({
    code,
    name: 'Hostile voucher',
    discount_kind: 'flat',
    amount: 100,
    last_day: '2099-12-31',
  });
  const ending = 'HOSTILEEND';
  const made = await api.call('POST', '/merchant/v1/vouchers', { body: voucher(ending), bearer: staff });
  if (made.status !== 201) throw new Error(`Add voucher failed: ${made.status} ${JSON.stringify(made.body)}`);
  const resetAccount = await added();
  const range = { from: '2026-01-01', to: '2026-01-31' };
  const renewed = async (build: () => Promise<HostileRequest>): Promise<Baseline> => ({
    request: await build(),
    fresh: build,
  });

  return {
    'POST /merchant/v1/staff': await renewed(async () =>
      request('POST', '/merchant/v1/staff', { json: newAccount(), bearer: owner }),
    ),
    'PUT /merchant/v1/staff/{staffQueryId}/role': {
      request: request('PUT', '/merchant/v1/staff/{staffQueryId}/role', {
        params: { staffQueryId: 'staff-sataman-helmi' },
        json: { role: 'staff' },
        bearer: owner,
      }),
    },
    'PUT /merchant/v1/staff/{staffQueryId}/password': {
      request: request('PUT', '/merchant/v1/staff/{staffQueryId}/password', {
        params: { staffQueryId: resetAccount },
        json: { password: 'Hostile-new-2026' },
        bearer: owner,
      }),
    },
    // Removing uses the account up: each variant removes one of its own.
    'DELETE /merchant/v1/staff/{staffQueryId}': await renewed(async () =>
      request('DELETE', '/merchant/v1/staff/{staffQueryId}', {
        params: { staffQueryId: await added() },
        bearer: owner,
      }),
    ),
    'GET /merchant/v1/dashboard': { request: request('GET', '/merchant/v1/dashboard', { bearer: staff }) },
    'GET /merchant/v1/promotions': { request: request('GET', '/merchant/v1/promotions', { bearer: staff }) },
    'PUT /merchant/v1/promotions/products/{productQueryId}': {
      request: request('PUT', '/merchant/v1/promotions/products/{productQueryId}', {
        params: { productQueryId: products.vichy },
        json: { promotion_nature: 'discount', promotion_amount: 10 },
        bearer: staff,
      }),
    },
    'DELETE /merchant/v1/promotions/products/{productQueryId}': {
      request: request('DELETE', '/merchant/v1/promotions/products/{productQueryId}', {
        params: { productQueryId: products.vichy },
        bearer: staff,
      }),
    },
    // A code is used up by the voucher made with it: each variant makes one of its own.
    'POST /merchant/v1/vouchers': await renewed(async () =>
      request('POST', '/merchant/v1/vouchers', { json: voucher(`HOSTILE${++serial}X${Date.now()}`), bearer: staff }),
    ),
    'DELETE /merchant/v1/vouchers/{code}': {
      request: request('DELETE', '/merchant/v1/vouchers/{code}', { params: { code: ending }, bearer: staff }),
    },
    'GET /merchant/v1/transactions': {
      request: request('GET', '/merchant/v1/transactions', { query: range, bearer: owner }),
    },
    'GET /merchant/v1/pnl': {
      request: request('GET', '/merchant/v1/pnl', { query: { ...range, by: 'day' }, bearer: owner }),
    },
  };
}
