import type { StoreSettings, StoreSettingsGateway } from '@/application/ports/store-settings-gateway.port';
import { merchantPaths } from '@/contract/merchant/merchant-paths';
import {
  storeSettingsResponseSchema,
  type StoreSettingsBody,
  type StoreSettingsResponse,
} from '@/contract/merchant/store-settings.contract';
import type { HttpClient } from '../http/http-client';

function settingsOf({ settings }: StoreSettingsResponse): StoreSettings {
  return { timeZone: settings.time_zone, preparationCountdown: settings.preparation_time_flag };
}

/** The merchant service's store settings: the time zone and the customer's preparation countdown. */
export class HttpStoreSettings implements StoreSettingsGateway {
  constructor(private readonly merchantV1: HttpClient) {}

  async storeSettings(): Promise<StoreSettings> {
    return settingsOf(await this.merchantV1.get(merchantPaths.storeSettings, {}, storeSettingsResponseSchema));
  }

  async saveStoreSettings(settings: StoreSettings): Promise<StoreSettings> {
    const body: StoreSettingsBody = {
      time_zone: settings.timeZone,
      preparation_time_flag: settings.preparationCountdown,
    };
    return settingsOf(await this.merchantV1.put(merchantPaths.storeSettings, body, storeSettingsResponseSchema));
  }
}
