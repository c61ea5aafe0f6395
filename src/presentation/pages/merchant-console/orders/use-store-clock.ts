import { useTranslation } from 'react-i18next';
import { useConsoleSession } from '../console-session';

/** The store's wall clock of an instant (18:40), in the console's language and the store's time zone. */
export function useStoreClock(): (instant: number) => string {
  const { i18n } = useTranslation('console');
  const { session } = useConsoleSession();
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage, { timeStyle: 'short', timeZone: session.timeZone });
  return (instant) => format.format(instant);
}
