import { drizzle } from 'drizzle-orm/pg-proxy';
import { listedVouchersLimit } from '@/contract/accounts/voucher.contract';
import { userTypeListLimit } from '@/contract/accounts/user.contract';
import { savedAddressLimit } from '@/domain/addresses/address-limits';
import type { ServerDatabase } from '@/server/db/database';
import { AddressRepository } from '@/server/accounts/store/address-repository';
import { UserRepository } from '@/server/accounts/store/user-repository';
import { VoucherRepository } from '@/server/accounts/store/voucher-repository';

interface Query {
  sql: string;
  params: unknown[];
}

/** A database that records every statement and answers each with the rows `answer` gives (arrays, as the driver). */
function recordingDb(answer: (sql: string) => unknown[][] = () => []): { db: ServerDatabase; queries: Query[] } {
  const queries: Query[] = [];
  const db = drizzle(async (sql, params) => {
    queries.push({ sql, params });
    return { rows: answer(sql) };
  });
  return { db: db as unknown as ServerDatabase, queries };
}

/** The LIMIT a statement ends with, whether written inline or as a parameter. */
function limitOf(query: Query): unknown {
  const match = /limit (\$(\d+)|\d+)$/.exec(query.sql.trim());
  if (!match) return null;
  return match[2] === undefined ? Number(match[1]) : query.params[Number(match[2]) - 1];
}

describe('the lists the accounts answer are capped in their queries', () => {
  it(`lists at most ${listedVouchersLimit} vouchers, soonest expiry first`, async () => {
    const { db, queries } = recordingDb((sql) => (sql.includes('from "companies"') ? [[7]] : []));
    await new VoucherRepository(db).availableFor(1, 'sataman-helmi', new Date('2030-01-01T00:00:00Z'));
    const list = queries.find((query) => query.sql.includes('from "vouchers"'))!;
    expect(list.sql).toMatch(/order by "vouchers"\."expires_at" asc, "vouchers"\."code" asc limit/);
    expect(limitOf(list)).toBe(listedVouchersLimit);
  });

  it(`answers at most ${savedAddressLimit} addresses, in saving order`, async () => {
    const { db, queries } = recordingDb();
    await new AddressRepository(db).listOf(1);
    expect(queries[0]!.sql).toMatch(/order by "addresses"\."id" asc limit/);
    expect(limitOf(queries[0]!)).toBe(savedAddressLimit);
  });

  it(`names at most ${userTypeListLimit} industries on the user`, async () => {
    const { db, queries } = recordingDb();
    await new UserRepository(db, () => 0).industryTypes('en');
    expect(limitOf(queries[0]!)).toBe(userTypeListLimit);
  });
});
