/** The longest a wait for the frame lasts: a hidden tab paints no frames, and the work must still go on. */
export const paintWaitLimitMs = 100;

/**
 * Resolves once the browser has painted what it has, or after paintWaitLimitMs when no frame comes. The cart's
 * storage work (dexie opens a transaction in the same task that starts it) runs after the paint that shows a
 * click's first answer (the counter's skeleton), and the app's start-up after the paint of a screen the server drew.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const limit = setTimeout(resolve, paintWaitLimitMs);
    if (typeof requestAnimationFrame !== 'function') return;
    // A frame callback runs just before the paint; the task after it runs once the frame is on screen.
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(limit);
        resolve();
      }, 0),
    );
  });
}
