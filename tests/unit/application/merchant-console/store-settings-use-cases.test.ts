import { createStoreSettingsUseCases } from '@/application/merchant-console/store-settings.use-cases';
import { InMemoryStaffSessionKeeper } from '../../../support/fakes/in-memory-merchant-console';
import { helmiOwnerSession } from '../../../support/fakes/in-memory-store-office';
import { InMemoryStoreSettings } from '../../../support/fakes/in-memory-store-settings';

describe('the store settings use cases', () => {
  it('saves the settings and gives the kept session the store\u2019s new zone', async () => {
    const settings = new InMemoryStoreSettings();
    const sessionKeeper = new InMemoryStaffSessionKeeper(helmiOwnerSession);
    const useCases = createStoreSettingsUseCases({ settings, sessionKeeper });
    const saved = await useCases.saveStoreSettings({ timeZone: 'Asia/Tokyo', preparationCountdown: false });
    expect(saved.settings).toEqual({ timeZone: 'Asia/Tokyo', preparationCountdown: false });
    expect(saved.session).toEqual({ ...helmiOwnerSession, timeZone: 'Asia/Tokyo' });
    expect(sessionKeeper.session).toEqual({ ...helmiOwnerSession, timeZone: 'Asia/Tokyo' });
    expect(await useCases.showStoreSettings()).toEqual({ timeZone: 'Asia/Tokyo', preparationCountdown: false });
  });

  it('keeps the session as it was when the server refuses the zone', async () => {
    const settings = new InMemoryStoreSettings(undefined, new Set(['Mars/Olympus']));
    const sessionKeeper = new InMemoryStaffSessionKeeper(helmiOwnerSession);
    const useCases = createStoreSettingsUseCases({ settings, sessionKeeper });
    await expect(
      useCases.saveStoreSettings({ timeZone: 'Mars/Olympus', preparationCountdown: true }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(sessionKeeper.session).toBe(helmiOwnerSession);
  });

  it('answers no session when none is kept, and keeps none', async () => {
    const sessionKeeper = new InMemoryStaffSessionKeeper(null);
    const useCases = createStoreSettingsUseCases({ settings: new InMemoryStoreSettings(), sessionKeeper });
    const saved = await useCases.saveStoreSettings({ timeZone: 'Asia/Tokyo', preparationCountdown: true });
    expect(saved.session).toBeNull();
    expect(sessionKeeper.session).toBeNull();
    expect(sessionKeeper.saved).toEqual([]);
  });
});
