import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleSession } from '../console-session';

/** When an order was placed, written in the console's language on the store's clock, as every console time is. */
export function useOrderTime(): (placedAt: number) => string {
  const { i18n } = useTranslation('console');
  const { session } = useConsoleSession();
  const language = i18n.resolvedLanguage;
  const { timeZone } = session;
  // Building a formatter costs far more than using one: a busy store's console draws hundreds of times.
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone,
    });
    return (placedAt) => format.format(placedAt);
  }, [language, timeZone]);
}
