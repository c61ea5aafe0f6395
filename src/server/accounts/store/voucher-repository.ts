import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { listedVouchersLimit } from '@/contract/accounts/voucher.contract';
import type { ServerDatabase } from '../../db/database';
import { companies } from '../../catalogue/index';
import { vouchers } from '../accounts-schema';

export type VoucherRow = typeof vouchers.$inferSelect;

/** A voucher to seed; the store by its query id, the user by id. */
export interface NewVoucher {
  code: string;
  name: string;
  discountKind: 'flat' | 'percent';
  /** Minor units for flat, whole percent for percent. */
  amount: number;
  expiresAt: Date;
  companyQueryId: string | null;
  userId: number | null;
}

/**
 * Vouchers: who may use which at which store, until when. Whether one was already used on an order is
 * the orders' business; this answers what a user may still pick.
 */
export class VoucherRepository {
  constructor(private readonly db: ServerDatabase) {}

  /**
   * The vouchers of a user at a store that have not expired, soonest expiry first and at most listedVouchersLimit
   * of them; null for an unknown store.
   */
  async availableFor(userId: number, companyQueryId: string, now: Date): Promise<VoucherRow[] | null> {
    const [company] = await this.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.queryId, companyQueryId))
      .limit(1);
    if (!company) return null;
    return this.db
      .select()
      .from(vouchers)
      .where(
        and(
          gt(vouchers.expiresAt, now),
          or(isNull(vouchers.companyId), eq(vouchers.companyId, company.id)),
          or(isNull(vouchers.userId), eq(vouchers.userId, userId)),
        ),
      )
      .orderBy(asc(vouchers.expiresAt), asc(vouchers.code))
      .limit(listedVouchersLimit);
  }

  /**
   * The voucher a code names at a store: the store's own, else one of every store's; the caller checks user and
   * expiry. Another store's voucher of that code is not found, as a code nobody has.
   */
  async findByCode(code: string, companyId: number): Promise<VoucherRow | null> {
    const [row] = await this.db
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.code, code), or(eq(vouchers.companyId, companyId), isNull(vouchers.companyId))))
      .orderBy(sql`${vouchers.companyId} is null`)
      .limit(1);
    return row ?? null;
  }

  async isEmpty(): Promise<boolean> {
    return (await this.db.select({ id: vouchers.id }).from(vouchers).limit(1)).length === 0;
  }

  async add(newVouchers: readonly NewVoucher[]): Promise<void> {
    const stores = await this.db.select({ id: companies.id, queryId: companies.queryId }).from(companies);
    const storeId = new Map(stores.map((store) => [store.queryId, store.id]));
    const rows = newVouchers
      .filter((voucher) => voucher.companyQueryId === null || storeId.has(voucher.companyQueryId))
      .map(({ companyQueryId, ...voucher }) => ({
        ...voucher,
        companyId: companyQueryId === null ? null : storeId.get(companyQueryId)!,
      }));
    if (rows.length > 0) await this.db.insert(vouchers).values(rows);
  }
}
