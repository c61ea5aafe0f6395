import type { ConsolePreferences } from '../ports/console-preferences.port';

/** Whether this device prints each new order's kitchen ticket by itself. */
export type AutoPrintSetting = () => Promise<boolean>;

/** The staff turn printing each new order by itself on or off, on this device. */
export type ChooseAutoPrint = (on: boolean) => Promise<void>;

export interface ConsolePreferenceUseCases {
  readonly autoPrintSetting: AutoPrintSetting;
  readonly chooseAutoPrint: ChooseAutoPrint;
}

export function createConsolePreferenceUseCases(deps: {
  readonly preferences: ConsolePreferences;
}): ConsolePreferenceUseCases {
  return {
    autoPrintSetting: () => deps.preferences.autoPrint(),
    chooseAutoPrint: (on) => deps.preferences.setAutoPrint(on),
  };
}
