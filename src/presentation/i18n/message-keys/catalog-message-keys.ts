import type { Weekday } from '@/domain/catalog/available-days';

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

/** The alert the store listing shows when stores were found and none is open (see showsClosedStoresAlert). */
export const closedStoresAlertKeys = {
  title: 'storeHours.closedAlert.title',
  message: 'storeHours.closedAlert.message',
} as const;
