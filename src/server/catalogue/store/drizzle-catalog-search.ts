import { and, asc, count, eq, ilike, isNull, or, sql, type SQL, type Column } from 'drizzle-orm';
import { systemClock, type Clock } from '../../shared/clock';
import type { ServerDatabase } from '../../db/database';
import { companies, products } from '../catalogue-schema';
import type { CatalogSearch, CatalogSearchRequest, CatalogSearchResult } from './catalog-search';
import { toCompanyDto } from './company-row';
import { industryNamesOf, inIndustry } from './industry-names';
import { containsPattern, wordStartPatterns } from './like-pattern';
import { toProductDto } from './product-row';

export class DrizzleCatalogSearch implements CatalogSearch {
  constructor(
    private readonly db: ServerDatabase,
    private readonly clock: Clock = systemClock,
  ) {}

  async search(request: CatalogSearchRequest): Promise<CatalogSearchResult> {
    const storeScope = this.storeScope(request);
    const storeFilter = and(
      or(
        ...[
          companies.name,
          companies.shopName,
          companies.tag,
          ...inLanguage(companies.translations, request, 'tag'),
        ].map((column) => matches(column, request)),
      ),
      ...storeScope,
    );
    const productFilter = and(
      or(
        ...[products.name, ...inLanguage(products.translations, request, 'name')].map((column) =>
          matches(column, request),
        ),
      ),
      // A product the staff removed is found no more.
      isNull(products.removedAt),
      ...storeScope,
    );
    const offset = (request.page - 1) * request.pageSize;
    const [storeRows, [storeTotals], productRows, [productTotals]] = await Promise.all([
      this.db
        .select()
        .from(companies)
        .where(storeFilter)
        .orderBy(asc(companies.name), asc(companies.queryId))
        .limit(request.pageSize)
        .offset(offset),
      this.db.select({ total: count() }).from(companies).where(storeFilter),
      this.db
        .select()
        .from(products)
        .innerJoin(companies, eq(companies.id, products.companyId))
        .where(productFilter)
        .orderBy(asc(products.name), asc(products.queryId))
        .limit(request.pageSize)
        .offset(offset),
      this.db
        .select({ total: count() })
        .from(products)
        .innerJoin(companies, eq(companies.id, products.companyId))
        .where(productFilter),
    ]);
    const names = await industryNamesOf(
      this.db,
      storeRows.map((row) => row.id),
      request.language,
    );
    return {
      stores: storeRows.map((row) => toCompanyDto(row, names.get(row.id) ?? [], request.language, this.clock())),
      totalStores: storeTotals?.total ?? 0,
      products: productRows.map((row) => toProductDto(row.products, row.companies, request.language, this.clock())),
      totalProducts: productTotals?.total ?? 0,
    };
  }

  /** Filters on companies that both lists share. */
  private storeScope(request: CatalogSearchRequest): SQL[] {
    const scope: SQL[] = [];
    if (request.companyQueryId !== undefined) scope.push(eq(companies.queryId, request.companyQueryId));
    if (request.industryId !== undefined) scope.push(inIndustry(this.db, request.industryId));
    return scope;
  }
}

/** A translated field of a row, as SQL (null where the store gave none); nothing when the visitor named no language. */
function inLanguage(translations: Column, { language }: CatalogSearchRequest, field: string): SQL<string | null>[] {
  return language === null ? [] : [sql<string | null>`${translations}->${language}->>${field}`];
}

function matches(column: Column | SQL, { text, wordStart }: CatalogSearchRequest): SQL | undefined {
  if (!wordStart) return ilike(column, containsPattern(text));
  const [atStart, afterSpace] = wordStartPatterns(text);
  return or(ilike(column, atStart), ilike(column, afterSpace));
}
