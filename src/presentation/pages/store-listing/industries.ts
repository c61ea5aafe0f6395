import type { TFunction } from 'i18next';
import type { IndustryTab } from '@/domain/catalogue/industry-tabs';

/** The industries the locale files name (the reference seed's); their names are translated. */
const translatedIndustryIds: readonly number[] = [21, 22, 23];

/** A tab's name: the translation when there is one, else the server's name, else a neutral word. */
export function industryLabel(t: TFunction, tab: IndustryTab): string {
  if (translatedIndustryIds.includes(tab.id)) return t(`industries.${tab.id}`);
  return tab.name ?? t('industries.other');
}
