import { useTranslation } from 'react-i18next';
import type { Duration } from '@/domain/catalogue/duration';

/** "1 h 20 min": only the parts that are not zero, and "0 min" for nothing at all. */
export function useFormatDuration(): (duration: Duration) => string {
  const { t } = useTranslation();
  return (duration) => {
    const parts = [
      duration.days > 0 ? t('duration.days', { count: duration.days }) : null,
      duration.hours > 0 ? t('duration.hours', { count: duration.hours }) : null,
      duration.minutes > 0 ? t('duration.minutes', { count: duration.minutes }) : null,
    ].filter((part): part is string => part !== null);
    return parts.length > 0 ? parts.join(' ') : t('duration.minutes', { count: 0 });
  };
}
