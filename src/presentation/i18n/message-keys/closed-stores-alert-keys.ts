/** The alert the store listing shows when stores were found and none is open (see showsClosedStoresAlert). */
export const closedStoresAlertKeys = {
  title: 'storeHours.closedAlert.title',
  message: 'storeHours.closedAlert.message',
} as const;
