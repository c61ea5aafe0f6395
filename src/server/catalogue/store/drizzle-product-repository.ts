import { translatedText } from '../translated-text';
import type { ServerLanguage } from '../../i18n/server-language';
import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { largestStoreMenu, type CategoryDto } from '@/contract/catalogue/categories.contract';
import type { ProductDto } from '@/contract/catalogue/products.contract';
import { systemClock, type Clock } from '../../shared/clock';
import type { ServerDatabase } from '../../db/database';
import { categories, companies, products, subCategories } from '../catalogue-schema';
import type { NewMenu, ProductPage, ProductPageRequest, ProductRepository } from './product-repository';
import { containsPattern } from './like-pattern';
import { toProductDto, toProductInsert } from './product-row';

export class DrizzleProductRepository implements ProductRepository {
  constructor(
    private readonly db: ServerDatabase,
    private readonly clock: Clock = systemClock,
  ) {}

  async categoriesOf(companyQueryId: string, language: ServerLanguage | null): Promise<CategoryDto[] | null> {
    const company = await this.company(companyQueryId);
    if (!company) return null;
    const rows = await this.db
      .select()
      .from(categories)
      .where(eq(categories.companyId, company.id))
      .orderBy(asc(categories.position), asc(categories.id))
      .limit(largestStoreMenu);
    const subs =
      rows.length === 0
        ? []
        : await this.db
            .select()
            .from(subCategories)
            .where(
              inArray(
                subCategories.categoryId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(asc(subCategories.position));
    return rows.map((row) => ({
      id: row.id,
      name: translatedText(row.translations, language, 'name', row.name),
      picture: row.pictureThumbUrl === null ? null : { image_thumb_url: row.pictureThumbUrl },
      sub_categories: subs
        .filter((sub) => sub.categoryId === row.id)
        .map((sub) => ({ id: sub.id, name: translatedText(sub.translations, language, 'name', sub.name) })),
    }));
  }

  async findPage(request: ProductPageRequest): Promise<ProductPage | null> {
    const company = await this.company(request.companyQueryId);
    if (!company) return null;
    // A product the staff removed is no longer on the menu.
    const filters: SQL[] = [eq(products.companyId, company.id), isNull(products.removedAt)];
    // The name as the visitor reads it, or the store's own.
    if (request.name) {
      const pattern = containsPattern(request.name);
      const ownName = ilike(products.name, pattern);
      const nameInLanguage = sql<string>`${products.translations}->${request.language}->>'name'`;
      filters.push(request.language === null ? ownName : or(ownName, ilike(nameInLanguage, pattern))!);
    }
    if (request.categoryId) filters.push(eq(products.categoryId, request.categoryId));
    if (request.subCategoryId) filters.push(eq(products.subCategoryId, request.subCategoryId));
    const where = and(...filters);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(products)
        .where(where)
        .orderBy(asc(products.position), asc(products.id))
        .limit(request.pageSize)
        .offset((request.page - 1) * request.pageSize),
      this.db.select({ total: count() }).from(products).where(where),
    ]);
    return {
      products: rows.map((row) => toProductDto(row, company, request.language, this.clock())),
      total: totals?.total ?? 0,
    };
  }

  async findByQueryId(queryId: string, language: ServerLanguage | null): Promise<ProductDto | null> {
    const [found] = await this.db
      .select()
      .from(products)
      .innerJoin(companies, eq(companies.id, products.companyId))
      .where(and(eq(products.queryId, queryId), isNull(products.removedAt)))
      .limit(1);
    return found ? toProductDto(found.products, found.companies, language, this.clock()) : null;
  }

  async count(): Promise<number> {
    const [totals] = await this.db.select({ total: count() }).from(products);
    return totals?.total ?? 0;
  }

  async add(menus: readonly NewMenu[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const menu of menus) {
        const [company] = await tx
          .select({ id: companies.id })
          .from(companies)
          .where(eq(companies.queryId, menu.companyQueryId));
        if (!company) throw new Error(`No store ${menu.companyQueryId} for its menu`);
        let position = 0;
        for (const [categoryIndex, category] of menu.categories.entries()) {
          await tx.insert(categories).values({
            id: category.id,
            companyId: company.id,
            name: category.name,
            translations: category.translations ?? {},
            pictureThumbUrl: category.pictureThumbUrl,
            position: categoryIndex,
          });
          for (const [subIndex, sub] of category.subCategories.entries()) {
            await tx.insert(subCategories).values({
              id: sub.id,
              categoryId: category.id,
              name: sub.name,
              translations: sub.translations ?? {},
              position: subIndex,
            });
            if (sub.products.length === 0) continue;
            await tx.insert(products).values(
              sub.products.map((product) =>
                toProductInsert(product, {
                  companyId: company.id,
                  categoryId: category.id,
                  subCategoryId: sub.id,
                  position: position++,
                }),
              ),
            );
          }
        }
      }
    });
  }

  private async company(queryId: string) {
    const [company] = await this.db.select().from(companies).where(eq(companies.queryId, queryId)).limit(1);
    return company;
  }
}
