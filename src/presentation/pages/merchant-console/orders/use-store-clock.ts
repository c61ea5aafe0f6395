import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleSession } from '../console-session';

/** The store's wall clock of an instant (18:40), in the console's language and the store's time zone. */
export function useStoreClock(): (instant: number) => string {
  const { i18n } = useTranslation('console');
  const { session } = useConsoleSession();
  const language = i18n.resolvedLanguage;
  const { timeZone } = session;
  // Building a formatter costs far more than using one: a busy store's console draws hundreds of times.
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone });
    return (instant) => format.format(instant);
  }, [language, timeZone]);
}
