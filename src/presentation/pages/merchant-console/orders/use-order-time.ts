import { useTranslation } from 'react-i18next';
import { useConsoleSession } from '../console-session';

/** When an order was placed, written in the console's language on the store's clock, as every console time is. */
export function useOrderTime(): (placedAt: number) => string {
  const { i18n } = useTranslation('console');
  const { session } = useConsoleSession();
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: session.timeZone,
  });
  return (placedAt) => format.format(placedAt);
}
