import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync } from 'node:fs';
import { createServer } from '@/server/app';

const stats = new Map<string, { n: number; ms: number }>();
const proto = PGlite.prototype as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
for (const method of ['query', 'exec', 'transaction']) {
  const original = proto[method]!;
  proto[method] = async function (this: unknown, ...args: unknown[]) {
    const t = performance.now();
    if (method === 'transaction') {
      const cb = args[0] as (tx: Record<string, (...a: unknown[]) => Promise<unknown>>) => Promise<unknown>;
      args[0] = (tx: Record<string, (...a: unknown[]) => Promise<unknown>>) => {
        const q = tx.query!;
        tx.query = async (...qa: unknown[]) => {
          const t2 = performance.now();
          try { return await q(...qa); } finally {
            const key = `  tx.query ${String(qa[0]).replace(/\s+/g, ' ').slice(0, 100)}`;
            const s = stats.get(key) ?? { n: 0, ms: 0 };
            s.n += 1; s.ms += performance.now() - t2; stats.set(key, s);
          }
        };
        return cb(tx);
      };
    }
    try { return await original.apply(this, args); } finally {
      const key = method === 'transaction' ? `transaction ${String(args[0]).slice(0, 90).replace(/\s+/g, ' ')}` : `${method} ${String(args[0]).replace(/\s+/g, ' ').slice(0, 110)}`;
      const s = stats.get(key) ?? { n: 0, ms: 0 };
      s.n += 1; s.ms += performance.now() - t; stats.set(key, s);
    }
  };
}
async function main() {
  const server = await createServer({ rateLimits: false, dataDir: mkdtempSync('/tmp/zztrace-'), logger: false, nodeEnv: 'production' });
  const app = server.app;
  const auth = await app.inject({ method: 'POST', url: '/api/v2/users/authenticate_anonymously', payload: { device_uuid: 'x1' } });
  const token = auth.json().user.session_ktb_token;
  const headers = { 'x-p3-mwallet-session-token': token };
  const body = { invoice: { organization_query_id: 'areena-keittio', invoice_items_attributes: [
    { product_query_id: 'areena-keittio--areenaburgeri', quantity: 1 },
    { product_query_id: 'areena-keittio--kahvi', quantity: 1 },
    { product_query_id: 'areena-keittio--falafel-wrap', quantity: 1 } ] }, paymentMethod: 'CASH' };
  const order = async () => {
    const c = await app.inject({ method: 'POST', url: '/api/v1/invoices', headers, payload: body });
    const id = c.json().invoice.query_id;
    const p = await app.inject({ method: 'PUT', url: `/api/v1/invoices/${id}/place_order`, headers, payload: {} });
    if (p.statusCode !== 200) throw new Error(p.body);
  };
  for (let i = 0; i < 50; i++) await order();
  stats.clear();
  const n = 200;
  const t = performance.now();
  for (let i = 0; i < n; i++) await order();
  const total = performance.now() - t;
  console.log('ms per order', (total / n).toFixed(2));
  let dbms = 0;
  for (const [k, s] of [...stats].sort((a, b) => b[1].ms - a[1].ms)) { dbms += s.ms; console.log((s.ms / n).toFixed(3).padStart(7), (s.n / n).toFixed(1).padStart(4), k); }
  console.log('db ms per order', (dbms / n).toFixed(2));
  await server.close();
}
main();
