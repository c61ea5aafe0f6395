/**
 * What the console remembers on this device between page loads: the kitchen's own choices for its printer and
 * screen, not the store's settings (another device of the same store keeps its own).
 */
export interface ConsolePreferences {
  /** Whether each new order prints its kitchen ticket by itself; off until the staff turn it on. */
  autoPrint(): Promise<boolean>;
  /** Keeps the choice for the next page load; a browser that keeps nothing keeps it for this page only. */
  setAutoPrint(on: boolean): Promise<void>;
}
