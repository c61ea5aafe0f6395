import type { ConsolePreferences } from '@/application/ports/console-preferences.port';

/** The console's choices for this device, kept in memory; a test reads `autoPrinting` to see what was kept. */
export class InMemoryConsolePreferences implements ConsolePreferences {
  constructor(public autoPrinting = false) {}

  async autoPrint(): Promise<boolean> {
    return this.autoPrinting;
  }

  async setAutoPrint(on: boolean): Promise<void> {
    this.autoPrinting = on;
  }
}
