import type { DeviceRegistration } from '@/application/ports/device-registration.port';
import type { EffectJournal } from './effect-journal';

/** Counts device registrations. */
export class RecordingDeviceRegistration implements DeviceRegistration {
  registrations = 0;

  constructor(private readonly journal: EffectJournal = []) {}

  async register(): Promise<void> {
    this.journal.push('register device');
    this.registrations += 1;
  }
}
