/** How long events stay replayable: a browser gone for longer reloads the page and its orders anyway. */
export const eventRetentionMs = 24 * 60 * 60 * 1000;

/** How often each instance deletes the events past their retention; a delete that finds none costs little. */
export const pruneEveryMs = 10 * 60 * 1000;

/**
 * The most events one reconnect replays, the newest ones: a browser that missed more has been away long enough
 * that the latest status of each order is what matters.
 */
export const replayLimit = 100;
