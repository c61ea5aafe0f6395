import { eq, inArray, type SQL } from 'drizzle-orm';
import type { ServerDatabase } from '../../db/database';
import { companies, companyIndustries, industries } from '../catalogue-schema';
import type { ServerLanguage } from '../../i18n/server-language';
import { translatedText } from '../translated-text';

/**
 * The industry names of each store in the visitor's language where the industry gave one, alphabetically in that
 * language, read in one query for a whole page of stores.
 */
export async function industryNamesOf(
  db: ServerDatabase,
  companyIds: readonly number[],
  language: ServerLanguage | null,
): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  if (companyIds.length === 0) return names;
  const rows = await db
    .select({ companyId: companyIndustries.companyId, name: industries.name, translations: industries.translations })
    .from(companyIndustries)
    .innerJoin(industries, eq(industries.id, companyIndustries.industryId))
    .where(inArray(companyIndustries.companyId, [...companyIds]));
  for (const { companyId, name, translations } of rows) {
    names.set(companyId, [...(names.get(companyId) ?? []), translatedText(translations, language, 'name', name)]);
  }
  for (const storeNames of names.values()) storeNames.sort((a, b) => a.localeCompare(b, language ?? 'en'));
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
