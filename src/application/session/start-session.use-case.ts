import type { Session } from '@/domain/session/session';
import type { DeviceIdentity } from '../ports/device-identity.port';
import type { SignInAnonymously } from './sign-in-anonymously.use-case';

/** Start-up: the kept session, or a guest session for this device, before anything else is shown. */
export type StartSession = () => Promise<Session>;

/** A device whose id cannot be read still signs in, with the request layer's fallback id. */
export function createStartSession(deps: {
  deviceIdentity: DeviceIdentity;
  signInAnonymously: SignInAnonymously;
}): StartSession {
  return async () => {
    const deviceId = await deps.deviceIdentity.deviceId().catch(() => '');
    return deps.signInAnonymously(deviceId);
  };
}
