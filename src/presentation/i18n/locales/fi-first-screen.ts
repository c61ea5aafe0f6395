/**
 * The fi texts the first screen shows (start-up, store listing, navigation, account menu, errors), merged;
 * downloaded before the first render as chunk `locale-fi`. Every other screen's texts are in ./fi.ts, loaded
 * right after (see ../i18n.ts). Each file owns its own top-level keys, so merging is a spread.
 */
import fiCommon from './fi/common.json';
import fiSession from './fi/session.json';
import fiStores from './fi/stores.json';
import fiNavigation from './fi/navigation.json';
import fiAccountMenu from './fi/account-menu.json';

export const translations = {
  ...fiCommon,
  ...fiSession,
  ...fiStores,
  ...fiNavigation,
  ...fiAccountMenu,
};
