import type { ServerLanguage } from '../../i18n/server-language';
import { asc, count, eq } from 'drizzle-orm';
import type { CompanyDto } from '@/contract/catalogue/companies.contract';
import { systemClock, type Clock } from '../../shared/clock';
import type { ServerDatabase } from '../../db/database';
import { companies, companyIndustries, industries } from '../catalogue-schema';
import { industryNamesOf, inIndustry } from './industry-names';
import type { CompanyPage, CompanyPageRequest, CompanyRepository, NewCompany } from './company-repository';
import { toCompanyDto, toCompanyInsert } from './company-row';

export class DrizzleCompanyRepository implements CompanyRepository {
  constructor(
    private readonly db: ServerDatabase,
    private readonly clock: Clock = systemClock,
  ) {}

  async findPage({ industryId, page, pageSize, language }: CompanyPageRequest): Promise<CompanyPage> {
    const filter = industryId === undefined ? undefined : inIndustry(this.db, industryId);
    // One instant for the page: whether each store takes new orders, as its card says.
    const now = this.clock();
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(companies)
        .where(filter)
        .orderBy(asc(companies.name), asc(companies.queryId))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ total: count() }).from(companies).where(filter),
    ]);
    const names = await industryNamesOf(
      this.db,
      rows.map((row) => row.id),
      language,
    );
    return {
      companies: rows.map((row) => toCompanyDto(row, names.get(row.id) ?? [], language, now)),
      total: totals?.total ?? 0,
    };
  }

  async findByQueryId(queryId: string, language: ServerLanguage | null): Promise<CompanyDto | null> {
    const [row] = await this.db.select().from(companies).where(eq(companies.queryId, queryId)).limit(1);
    if (!row) return null;
    const names = await industryNamesOf(this.db, [row.id], language);
    return toCompanyDto(row, names.get(row.id) ?? [], language, this.clock());
  }

  async count(): Promise<number> {
    const [totals] = await this.db.select({ total: count() }).from(companies);
    return totals?.total ?? 0;
  }

  async add(newCompanies: readonly NewCompany[]): Promise<void> {
    if (newCompanies.length === 0) return;
    const industryById = new Map(
      newCompanies.flatMap((company) => company.industries).map((industry) => [industry.id, industry]),
    );
    await this.db.transaction(async (tx) => {
      if (industryById.size > 0) {
        await tx
          .insert(industries)
          .values([...industryById.values()])
          .onConflictDoNothing();
      }
      const inserted = await tx
        .insert(companies)
        .values(newCompanies.map(toCompanyInsert))
        .returning({ id: companies.id, queryId: companies.queryId });
      const idOf = new Map(inserted.map((row) => [row.queryId, row.id]));
      const links = newCompanies.flatMap((company) =>
        company.industries.map((industry) => ({
          companyId: idOf.get(company.query_id)!,
          industryId: industry.id,
        })),
      );
      if (links.length > 0) await tx.insert(companyIndustries).values(links);
    });
  }
}
