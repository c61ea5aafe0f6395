/** The new-version dialog's words; `seconds` is the reload delay in whole seconds. */
export const newVersionMessageKeys = {
  title: 'version.newVersion.title',
  message: 'version.newVersion.message',
} as const;

/** The app version line, e.g. on the about page; takes `version`. */
export const appVersionMessageKey = 'version.appVersion';
