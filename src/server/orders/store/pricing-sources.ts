import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CompanyDto } from '@/contract/catalogue/companies.contract';
import type { ProductDto } from '@/contract/catalogue/products.contract';
import { toCompanyDto, toProductDto } from '../../catalogue/index';
import type { ServerDatabase } from '../../db/database';
import { preparedFor } from '../../db/prepared';
import type { CompanyRow } from './invoice-records';
import { tradeTypesOf } from '../../accounts/index';
import { addresses } from '../../accounts/index';
import { companies, products } from '../../catalogue/index';
import { users } from '../../shared/session/session-schema';
import type { StoredDeliveryAddress } from '../orders-schema';

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

/** Products of one store among a list of query ids: one text, whatever the number of ids, built once. */
const storeProductsQuery = preparedFor((db) =>
  db
    .select()
    .from(products)
    .where(
      and(
        eq(products.companyId, sql.placeholder('companyId')),
        sql`${products.queryId} = any(${sql.placeholder('queryIds')}::text[])`,
        // A removed product is sold no more: pricing refuses it as one the store does not have.
        isNull(products.removedAt),
      ),
    )
    .prepare('pricing_store_products'),
);

/**
 * The store and those of its products among a list of query ids, in one statement: the products joined to the
 * store, so a store with none of them still answers its row once (with no product).
 */
const storeWithProductsQuery = preparedFor((db) =>
  db
    .select({ store: companies, product: products })
    .from(companies)
    .leftJoin(
      products,
      and(
        eq(products.companyId, companies.id),
        sql`${products.queryId} = any(${sql.placeholder('queryIds')}::text[])`,
        isNull(products.removedAt),
      ),
    )
    .where(eq(companies.queryId, sql.placeholder('queryId')))
    .prepare('pricing_store_with_products'),
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
        building: addresses.building,
        street: addresses.street,
        floor: addresses.floor,
        room: addresses.room,
        landmark: addresses.landmark,
        district: addresses.district,
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

  /**
   * The store by its query id with its products among these query ids (as products() reads them), in one
   * statement instead of two: what creating an invoice asks first. Null when there is no such store.
   */
  async storeWithProducts(
    queryId: string,
    productQueryIds: readonly string[],
  ): Promise<{ store: PricingStoreRecord; products: PricingProducts } | null> {
    const unique = [...new Set(productQueryIds)];
    const rows = await storeWithProductsQuery(this.db).execute({ queryId, queryIds: unique });
    const first = rows[0];
    if (first === undefined) return null;
    const row = first.store;
    const found = rows.flatMap(({ product }) => (product === null ? [] : [product]));
    return {
      store: { id: row.id, company: toCompanyDto(row, [], null), row },
      products: {
        // An order keeps the store's own texts, whoever placed it.
        products: found.map((product) => toProductDto(product, row, null)),
        idOf: new Map(found.map((product) => [product.queryId, product.id])),
      },
    };
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
