import { createConsolePreferenceUseCases } from '@/application/merchant-console/console-preferences.use-cases';
import { InMemoryConsolePreferences } from '../../../support/fakes/in-memory-console-preferences';

describe('printing each new order by itself', () => {
  it('is read as this device keeps it', async () => {
    const { autoPrintSetting } = createConsolePreferenceUseCases({ preferences: new InMemoryConsolePreferences(true) });
    await expect(autoPrintSetting()).resolves.toBe(true);
  });

  it('is kept on this device as the staff choose it, on and off', async () => {
    const preferences = new InMemoryConsolePreferences(false);
    const { chooseAutoPrint } = createConsolePreferenceUseCases({ preferences });
    await chooseAutoPrint(true);
    expect(preferences.autoPrinting).toBe(true);
    await chooseAutoPrint(false);
    expect(preferences.autoPrinting).toBe(false);
  });
});
