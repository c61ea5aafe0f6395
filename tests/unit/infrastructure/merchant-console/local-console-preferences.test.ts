import { autoPrintKey, LocalConsolePreferences } from '@/infrastructure/merchant-console/local-console-preferences';
import { MemoryStorage } from '@/infrastructure/session/key-value-storage';

describe('the console\u2019s choices kept on this device', () => {
  it('print nothing by themselves until turned on, and keep the choice for the next page load', async () => {
    const storage = new MemoryStorage();
    expect(await new LocalConsolePreferences(storage).autoPrint()).toBe(false);
    await new LocalConsolePreferences(storage).setAutoPrint(true);
    expect(await new LocalConsolePreferences(storage).autoPrint()).toBe(true);
    await new LocalConsolePreferences(storage).setAutoPrint(false);
    expect(await new LocalConsolePreferences(storage).autoPrint()).toBe(false);
    expect(storage.getItem(autoPrintKey)).toBeNull();
  });

  it('read anything but the kept "on" as off', async () => {
    const storage = new MemoryStorage();
    storage.setItem(autoPrintKey, 'yes please');
    expect(await new LocalConsolePreferences(storage).autoPrint()).toBe(false);
  });
});
