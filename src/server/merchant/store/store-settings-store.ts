import { eq } from 'drizzle-orm';
import type { ServerDatabase } from '../../db/database';
import { companies } from '../../catalogue/index';

/** The settings the owner keeps on their store's row. */
export interface StoreSettingsRow {
  readonly timeZone: string;
  readonly preparationTimeFlag: boolean;
}

const settingsColumns = { timeZone: companies.timeZone, preparationTimeFlag: companies.preparationTimeFlag };

/**
 * A store's time zone and preparation-countdown flag. Every reader (the staff session, the dashboard, the money
 * pages, the customer's order) reads the row afresh, so a change here is seen by the next request.
 */
export class StoreSettingsStore {
  constructor(private readonly db: ServerDatabase) {}

  async read(companyId: number): Promise<StoreSettingsRow | null> {
    const [row] = await this.db.select(settingsColumns).from(companies).where(eq(companies.id, companyId)).limit(1);
    return row ?? null;
  }

  async write(companyId: number, settings: StoreSettingsRow): Promise<void> {
    await this.db.update(companies).set(settings).where(eq(companies.id, companyId));
  }
}
