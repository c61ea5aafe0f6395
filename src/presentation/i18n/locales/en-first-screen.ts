/**
 * The en texts the first screen shows (start-up, store listing, navigation, account menu, errors), merged;
 * downloaded before the first render as chunk `locale-en`. Every other screen's texts are in ./en.ts, loaded
 * right after (see ../i18n.ts). Each file owns its own top-level keys, so merging is a spread.
 */
import enCommon from './en/common.json';
import enSession from './en/session.json';
import enStores from './en/stores.json';
import enNavigation from './en/navigation.json';
import enAccountMenu from './en/account-menu.json';

export const translations = {
  ...enCommon,
  ...enSession,
  ...enStores,
  ...enNavigation,
  ...enAccountMenu,
};
