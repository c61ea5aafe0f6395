import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { ServerDatabase } from '../db/database';
import { companies, companyIndustries, industries } from '../db/schema';

/** The industry names of each store, alphabetically, read in one query for a whole page of stores. */
export async function industryNamesOf(
  db: ServerDatabase,
  companyIds: readonly number[],
): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  if (companyIds.length === 0) return names;
  const rows = await db
    .select({ companyId: companyIndustries.companyId, name: industries.name })
    .from(companyIndustries)
    .innerJoin(industries, eq(industries.id, companyIndustries.industryId))
    .where(inArray(companyIndustries.companyId, [...companyIds]))
    .orderBy(asc(industries.name));
  for (const { companyId, name } of rows) {
    names.set(companyId, [...(names.get(companyId) ?? []), name]);
  }
  return names;
}

/** A filter on companies: the stores of one industry. */
export function inIndustry(db: ServerDatabase, industryId: number): SQL {
  return inArray(
    companies.id,
    db
      .select({ id: companyIndustries.companyId })
      .from(companyIndustries)
      .where(eq(companyIndustries.industryId, industryId)),
  );
}
