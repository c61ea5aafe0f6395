import { and, eq, inArray } from 'drizzle-orm';
import type { CompanyDto } from '@/contract/catalog/companies.contract';
import type { ProductDto } from '@/contract/catalog/products.contract';
import { toCompanyDto } from '../../catalog/company-row';
import { toProductDto } from '../../catalog/product-row';
import type { ServerDatabase } from '../../db/database';
import { tradeTypesOf } from '../../accounts/trade-types';
import { addresses, companies, products, users, type StoredDeliveryAddress } from '../../db/schema';

export interface PricingStoreRecord {
  readonly id: number;
  readonly company: CompanyDto;
}

export interface PricingProducts {
  readonly products: ProductDto[];
  /** The database id of each product by query id, for the lines and the stock update. */
  readonly idOf: ReadonlyMap<string, number>;
}

/** Reads what pricing needs from the database: the store, the products as stored, the customer's address. */
export class PricingSources {
  constructor(private readonly db: ServerDatabase) {}

  async storeByQueryId(queryId: string): Promise<PricingStoreRecord | null> {
    const [row] = await this.db.select().from(companies).where(eq(companies.queryId, queryId)).limit(1);
    return row ? { id: row.id, company: toCompanyDto(row, []) } : null;
  }

  async storeById(id: number): Promise<PricingStoreRecord | null> {
    const [row] = await this.db.select().from(companies).where(eq(companies.id, id)).limit(1);
    return row ? { id: row.id, company: toCompanyDto(row, []) } : null;
  }

  async products(queryIds: readonly string[]): Promise<PricingProducts> {
    const unique = [...new Set(queryIds)];
    if (unique.length === 0) return { products: [], idOf: new Map() };
    const rows = await this.db
      .select()
      .from(products)
      .innerJoin(companies, eq(companies.id, products.companyId))
      .where(inArray(products.queryId, unique));
    return {
      products: rows.map((row) => toProductDto(row.products, row.companies)),
      idOf: new Map(rows.map((row) => [row.products.queryId, row.products.id])),
    };
  }

  /** The user's selected address when it has coordinates: where the order goes and what the radius is measured from. */
  async deliveryAddress(userId: number): Promise<StoredDeliveryAddress | null> {
    const [row] = await this.db
      .select({
        query_id: addresses.queryId,
        name: addresses.name,
        description: addresses.description,
        lat: addresses.lat,
        long: addresses.long,
      })
      .from(users)
      .innerJoin(addresses, and(eq(addresses.userId, users.id), eq(addresses.queryId, users.selectedAddressQueryId)))
      .where(eq(users.id, userId))
      .limit(1);
    if (!row || row.lat === null || row.long === null) return null;
    return { ...row, lat: row.lat, long: row.long };
  }

  /** The user's trade types, as the session answer names them: whether the customer buys as a business. */
  async tradeTypes(userId: number): Promise<{ id: number; name: string }[]> {
    const [row] = await this.db
      .select({ mobileNumber: users.mobileNumber })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row ? tradeTypesOf(row) : [];
  }
}
