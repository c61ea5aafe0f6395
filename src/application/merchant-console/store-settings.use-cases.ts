import type { StaffSession } from '@/domain/merchant-console/staff-session';
import type { StaffSessionKeeper } from '../ports/staff-session-keeper.port';
import type { StoreSettings, StoreSettingsGateway } from '../ports/store-settings-gateway.port';

/** The store's settings as the owner's page opens them. @throws AppError */
export type ShowStoreSettings = () => Promise<StoreSettings>;

export interface SavedStoreSettings {
  readonly settings: StoreSettings;
  /** The kept session with the store's new zone, so the console's days follow it at once; null when none is kept. */
  readonly session: StaffSession | null;
}

/** The owner saves the store's settings. @throws AppError (BAD_REQUEST with the server's words for a bad zone) */
export type SaveStoreSettings = (settings: StoreSettings) => Promise<SavedStoreSettings>;

export interface StoreSettingsUseCases {
  readonly showStoreSettings: ShowStoreSettings;
  readonly saveStoreSettings: SaveStoreSettings;
}

export function createStoreSettingsUseCases(deps: {
  settings: StoreSettingsGateway;
  sessionKeeper: StaffSessionKeeper;
}): StoreSettingsUseCases {
  return {
    showStoreSettings: () => deps.settings.storeSettings(),
    saveStoreSettings: async (wanted) => {
      const settings = await deps.settings.saveStoreSettings(wanted);
      // The session carries the zone from sign-in; the console's dates read it from there.
      const kept = await deps.sessionKeeper.load();
      const session = kept === null ? null : { ...kept, timeZone: settings.timeZone };
      if (session !== null) await deps.sessionKeeper.save(session);
      return { settings, session };
    },
  };
}
