import type { AppError } from '@/application/errors/app-error';
import type { StoreSettings, StoreSettingsGateway } from '@/application/ports/store-settings-gateway.port';

/**
 * The store's settings kept in memory, as the merchant service keeps them; a zone in `unknownZones` is refused as
 * the server refuses it (400 with its words). `saved` lists what each save sent.
 */
export class InMemoryStoreSettings implements StoreSettingsGateway {
  readonly saved: StoreSettings[] = [];

  constructor(
    public settings: StoreSettings = { timeZone: 'Europe/Helsinki', preparationCountdown: true },
    private readonly unknownZones: ReadonlySet<string> = new Set(),
  ) {}

  async storeSettings(): Promise<StoreSettings> {
    return this.settings;
  }

  async saveStoreSettings(settings: StoreSettings): Promise<StoreSettings> {
    this.saved.push(settings);
    if (this.unknownZones.has(settings.timeZone)) {
      const refusal: AppError = {
        code: 'BAD_REQUEST',
        status: 400,
        message: `Invalid request body: time_zone: no time zone is called \u201c${settings.timeZone}\u201d`,
      };
      throw refusal;
    }
    this.settings = settings;
    return settings;
  }
}
