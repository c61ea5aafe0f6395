import { and, eq, sql } from 'drizzle-orm';
import type { CompanyDto } from '@/contract/catalog/companies.contract';
import type { ProductDto } from '@/contract/catalog/products.contract';
import { toCompanyDto } from '../../catalog/company-row';
import { toProductDto } from '../../catalog/product-row';
import type { ServerDatabase } from '../../db/database';
import { preparedFor } from '../../db/prepared';
import type { CompanyRow } from './invoice-records';
import { tradeTypesOf } from '../../accounts/trade-types';
import { addresses, companies, products, users, type StoredDeliveryAddress } from '../../db/schema';

export interface PricingStoreRecord {
  readonly id: number;
  readonly company: CompanyDto;
  /** The store as stored, which an invoice's answer shows. */
  readonly row: CompanyRow;
}

/** What pricing needs of the customer: where the order goes and whether they buy as a business. */
export interface PricingCustomer {
  readonly deliveryAddress: StoredDeliveryAddress | null;
  readonly tradeTypes: { id: number; name: string }[];
}

export interface PricingProducts {
  readonly products: ProductDto[];
  /** The database id of each product by query id, for the lines and the stock update. */
  readonly idOf: ReadonlyMap<string, number>;
}

/** The store an invoice is created for. */
const storeQuery = preparedFor((db) =>
  db
    .select()
    .from(companies)
    .where(eq(companies.queryId, sql.placeholder('queryId')))
    .limit(1)
    .prepare('pricing_store'),
);

/** Products of one store among a list of query ids: one text, whatever the number of ids, built once. */
const storeProductsQuery = preparedFor((db) =>
  db
    .select()
    .from(products)
    .where(
      and(
        eq(products.companyId, sql.placeholder('companyId')),
        sql`${products.queryId} = any(${sql.placeholder('queryIds')}::text[])`,
      ),
    )
    .prepare('pricing_store_products'),
);

/** The customer's selected address and mobile number. */
const customerQuery = preparedFor((db) =>
  db
    .select({
      mobileNumber: users.mobileNumber,
      address: {
        query_id: addresses.queryId,
        name: addresses.name,
        description: addresses.description,
        lat: addresses.lat,
        long: addresses.long,
      },
    })
    .from(users)
    .leftJoin(addresses, and(eq(addresses.userId, users.id), eq(addresses.queryId, users.selectedAddressQueryId)))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('pricing_customer'),
);

/** Reads what pricing needs from the database: the store, the products as stored, the customer's address. */
export class PricingSources {
  constructor(private readonly db: ServerDatabase) {}

  async storeByQueryId(queryId: string): Promise<PricingStoreRecord | null> {
    const [row] = await storeQuery(this.db).execute({ queryId });
    return row ? { id: row.id, company: toCompanyDto(row, [], null), row } : null;
  }

  async storeById(id: number): Promise<PricingStoreRecord | null> {
    const [row] = await this.db.select().from(companies).where(eq(companies.id, id)).limit(1);
    return row ? { id: row.id, company: toCompanyDto(row, [], null), row } : null;
  }

  /**
   * The products of the store among these query ids. Another store's product is left out as one that does
   * not exist: an invoice is of one store, and pricing refuses both alike.
   */
  async products(store: CompanyRow, queryIds: readonly string[]): Promise<PricingProducts> {
    const unique = [...new Set(queryIds)];
    if (unique.length === 0) return { products: [], idOf: new Map() };
    const rows = await storeProductsQuery(this.db).execute({ companyId: store.id, queryIds: unique });
    return {
      // An order keeps the store's own texts, whoever placed it.
      products: rows.map((row) => toProductDto(row, store, null)),
      idOf: new Map(rows.map((row) => [row.queryId, row.id])),
    };
  }

  /**
   * In one query, the user's selected address when it has coordinates (where the order goes and what the
   * radius is measured from) and the user's trade types, as the session answer names them (whether the
   * customer buys as a business).
   */
  async customer(userId: number): Promise<PricingCustomer> {
    const [row] = await customerQuery(this.db).execute({ userId });
    if (!row) return { deliveryAddress: null, tradeTypes: [] };
    const { address } = row;
    return {
      deliveryAddress:
        address !== null && address.lat !== null && address.long !== null
          ? { ...address, lat: address.lat, long: address.long }
          : null,
      tradeTypes: tradeTypesOf(row),
    };
  }
}
