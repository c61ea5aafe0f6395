import type { NewCompany } from '@/server/catalogue/store/company-repository';
import { DrizzleCompanyRepository } from '@/server/catalogue/store/drizzle-company-repository';
import { openDatabase } from '@/server/db/open-database';

// Writes stores straight into a stopped server's data folder, as an operator's script would.
export default async function run(args: readonly string[]): Promise<string> {
  const [dataDir, storesJson] = args;
  if (dataDir === undefined || storesJson === undefined) throw new Error('usage: <dataDir> <stores JSON>');
  const database = await openDatabase({ dataDir }, async () => {});
  try {
    await new DrizzleCompanyRepository(database.db).add(JSON.parse(storesJson) as NewCompany[]);
  } finally {
    await database.close();
  }
  return '';
}
