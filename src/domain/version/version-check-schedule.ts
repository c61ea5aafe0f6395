/**
 * Showing the tab again checks for a new version at most this often. A release is rare and the check is one
 * tiny request, but a customer switching tabs every few seconds must not send one each time; ten minutes
 * finds a release during a long visit well before the customer would wonder.
 */
export const versionRecheckIntervalMs = 10 * 60_000;

/** Whether to check now: always the first time, then once the interval since the last check has passed. */
export function isVersionCheckDue(lastCheckAt: number | null, now: number): boolean {
  return lastCheckAt === null || now - lastCheckAt >= versionRecheckIntervalMs;
}
