import type { Weekday } from '@/domain/catalogue/available-days';

/** The store information dialog's day names. */
export const weekdayLabelKeys: Readonly<Record<Weekday, string>> = {
  monday: 'storeHours.days.monday',
  tuesday: 'storeHours.days.tuesday',
  wednesday: 'storeHours.days.wednesday',
  thursday: 'storeHours.days.thursday',
  friday: 'storeHours.days.friday',
  saturday: 'storeHours.days.saturday',
  sunday: 'storeHours.days.sunday',
};

// The store listing's alert has a file of its own: the listing is the first screen, and importing it from here
// would bring the store information dialog's day names into the listing's download.
export { closedStoresAlertKeys } from './closed-stores-alert-keys';
