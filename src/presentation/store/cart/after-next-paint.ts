/** The longest a change waits for the frame: a hidden tab paints no frames, and the change must still be stored. */
export const paintWaitLimitMs = 100;

/**
 * Resolves once the browser has painted the frame that shows a click's first answer (the counter's skeleton),
 * or after paintWaitLimitMs when no frame comes. The cart's storage work (dexie opens a transaction in the same
 * task that starts it) then runs after that paint instead of before it, so the click is answered on screen first.
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
