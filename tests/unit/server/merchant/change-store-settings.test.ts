import { changeStoreSettings } from '@/server/merchant/change-store-settings';
import type { StoreSettingsRow } from '@/server/merchant/store/store-settings-store';
import { member } from './order-in-memory';

function settingsInMemory() {
  const writes: { companyId: number; settings: StoreSettingsRow }[] = [];
  const logged: unknown[] = [];
  const store = {
    write: (companyId: number, settings: StoreSettingsRow) => {
      writes.push({ companyId, settings });
      return Promise.resolve();
    },
  };
  const context = { log: { info: (fields: unknown) => logged.push(fields) } };
  return { store, writes, logged, context };
}

describe('changeStoreSettings', () => {
  it('keeps a zone under its canonical name and logs the change', async () => {
    const { store, writes, logged, context } = settingsInMemory();
    const sent = { timeZone: 'europe/stockholm', preparationTimeFlag: true };
    expect(await changeStoreSettings(context, store, member, sent)).toEqual({ outcome: 'changed' });
    expect(writes).toEqual([{ companyId: 7, settings: { timeZone: 'Europe/Stockholm', preparationTimeFlag: true } }]);
    expect(logged).toEqual([{ store: 'sataman-helmi', timeZone: 'Europe/Stockholm', preparationTimeFlag: true }]);
  });

  it('refuses a zone the runtime does not know, writing and logging nothing', async () => {
    const { store, writes, logged, context } = settingsInMemory();
    const sent = { timeZone: 'Europe/Atlantis', preparationTimeFlag: false };
    expect(await changeStoreSettings(context, store, member, sent)).toEqual({
      outcome: 'refused',
      reason: 'unknown_time_zone',
    });
    expect(writes).toEqual([]);
    expect(logged).toEqual([]);
  });
});
