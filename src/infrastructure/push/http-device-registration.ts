import type { DeviceIdentity } from '@/application/ports/device-identity.port';
import type { DeviceRegistration } from '@/application/ports/device-registration.port';
import {
  registerDevicePath,
  registerDeviceResponseSchema,
  type RegisterDeviceRequest,
} from '@/contract/accounts/device-registration.contract';
import { fallbackDeviceId } from '@/domain/session/session';
import type { HttpClient } from '../http/http-client';
import { fallbackPushToken } from '../http/request-headers';

/**
 * Registers this browser with the wallet service for the session's user (the client sends the session token):
 * its device id and the push token push messaging stored, or the spec's fallbacks when there is none, the
 * same values the request headers carry.
 */
export class HttpDeviceRegistration implements DeviceRegistration {
  constructor(
    private readonly http: HttpClient,
    private readonly deviceIdentity: DeviceIdentity,
  ) {}

  async register(): Promise<void> {
    const [deviceId, pushToken] = await Promise.all([
      this.deviceIdentity.deviceId().catch(() => ''),
      this.deviceIdentity.pushToken().catch(() => null),
    ]);
    const body: RegisterDeviceRequest = {
      device_uuid: deviceId.trim() === '' ? fallbackDeviceId : deviceId,
      push_token: pushToken ?? fallbackPushToken,
    };
    await this.http.post(registerDevicePath, body, registerDeviceResponseSchema);
  }
}
