import type { ConsolePreferences } from '@/application/ports/console-preferences.port';
import type { KeyValueStorage } from '../session/key-value-storage';

/** The key of the automatic printing choice; apart from the staff session, so signing out keeps it. */
export const autoPrintKey = 'console.autoPrint';

/** The console's choices for this device, in the browser's storage. */
export class LocalConsolePreferences implements ConsolePreferences {
  constructor(private readonly storage: KeyValueStorage) {}

  async autoPrint(): Promise<boolean> {
    return this.storage.getItem(autoPrintKey) === 'on';
  }

  async setAutoPrint(on: boolean): Promise<void> {
    if (on) this.storage.setItem(autoPrintKey, 'on');
    else this.storage.removeItem(autoPrintKey);
  }
}
