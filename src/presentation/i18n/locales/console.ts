/**
 * The merchant console's texts in both languages. They are part of the console's own chunk, added to i18next
 * when a console page first renders (../console-texts.ts), so the shop's customers never download them.
 */
import enConsole from './en/console.json';
import fiConsole from './fi/console.json';
import enInventory from './en/inventory.json';
import fiInventory from './fi/inventory.json';
import enOffice from './en/console-office.json';
import fiOffice from './fi/console-office.json';
import enRefunds from './en/console-refunds.json';
import fiRefunds from './fi/console-refunds.json';
import enSettings from './en/console-settings.json';
import fiSettings from './fi/console-settings.json';

export const consoleTranslations = {
  en: { ...enConsole, ...enInventory, ...enOffice, ...enRefunds, ...enSettings },
  fi: { ...fiConsole, ...fiInventory, ...fiOffice, ...fiRefunds, ...fiSettings },
};
