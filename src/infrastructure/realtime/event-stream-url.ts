import type { DeviceIdentity } from '@/application/ports/device-identity.port';
import type { SessionStore } from '@/application/ports/session-store.port';
import { apiHeaders } from '@/contract/headers';
import { userEventStreamPath } from '@/contract/realtime/realtime-paths';
import { fallbackDeviceId } from '@/domain/session/session';

export interface EventStreamUrlDeps {
  /** The wallet service base without its version, e.g. /api. */
  readonly walletBaseUrl: string;
  readonly sessionStore: SessionStore;
  readonly deviceIdentity: DeviceIdentity;
  /** Transport mode has no orders to follow: the stream stays closed. */
  readonly transportMode: boolean;
}

/**
 * The stream's address, or null while it must stay closed (no session yet, or transport mode). EventSource
 * cannot send headers, so the session token and device id travel in the query.
 */
export function eventStreamUrl(deps: EventStreamUrlDeps): () => Promise<string | null> {
  return async () => {
    if (deps.transportMode) return null;
    const session = await deps.sessionStore.load().catch(() => null);
    if (!session) return null;
    const deviceId = await deps.deviceIdentity.deviceId().catch(() => '');
    const query = new URLSearchParams({
      [apiHeaders.sessionToken]: session.token,
      [apiHeaders.deviceId]: `${deviceId.trim() === '' ? fallbackDeviceId : deviceId}_1`,
    });
    return `${deps.walletBaseUrl}/v1/${userEventStreamPath}?${query.toString()}`;
  };
}
