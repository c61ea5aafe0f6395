import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { systemClock, type Clock } from '../../shared/clock';
import type { ServerDatabase } from '../../db/database';
import { companies, products } from '../../catalogue/index';
import { invoiceItems, invoices } from '../orders-schema';
import {
  containsPattern,
  toProductDto,
  type OrderProductsRepository,
  type OrderProductsRequest,
  type ProductPage,
} from '../../catalogue/index';

export class DrizzleOrderProductsRepository implements OrderProductsRepository {
  constructor(
    private readonly db: ServerDatabase,
    private readonly clock: Clock = systemClock,
  ) {}

  async findPage(request: OrderProductsRequest): Promise<ProductPage | null> {
    const [invoice] = await this.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          eq(invoices.userId, request.userId),
          or(eq(invoices.queryId, request.orderId), eq(invoices.orderId, request.orderId)),
        ),
      )
      .limit(1);
    if (!invoice) return null;
    const where = and(eq(invoiceItems.invoiceId, invoice.id), ...this.filters(request));
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(invoiceItems)
        .innerJoin(products, eq(products.id, invoiceItems.productId))
        .innerJoin(companies, eq(companies.id, products.companyId))
        .where(where)
        .orderBy(asc(invoiceItems.position))
        .limit(request.pageSize)
        .offset((request.page - 1) * request.pageSize),
      this.db
        .select({ total: count() })
        .from(invoiceItems)
        .innerJoin(products, eq(products.id, invoiceItems.productId))
        .innerJoin(companies, eq(companies.id, products.companyId))
        .where(where),
    ]);
    return {
      products: rows.map((row) => ({
        ...toProductDto(row.products, row.companies, request.language, this.clock()),
        // The spec's re-order reads the product's quantity as what the order held.
        quantity: row.invoice_items.quantity,
        ordered: {
          quantity: row.invoice_items.quantity,
          size: row.invoice_items.size,
          color: row.invoice_items.color,
          variant_options: row.invoice_items.variantOptions,
        },
      })),
      total: totals?.total ?? 0,
    };
  }

  private filters(request: OrderProductsRequest): SQL[] {
    const filters: SQL[] = [];
    if (request.name) filters.push(ilike(products.name, containsPattern(request.name)));
    if (request.categoryId) filters.push(eq(products.categoryId, request.categoryId));
    if (request.subCategoryId) filters.push(eq(products.subCategoryId, request.subCategoryId));
    if (request.companyQueryId) filters.push(eq(companies.queryId, request.companyQueryId));
    return filters;
  }
}
