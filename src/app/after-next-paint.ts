/**
 * Resolves once the browser has had the chance to paint what it already has: the task after the next animation
 * frame (rendering follows a frame's callbacks). A page that arrives with its screen drawn by the server shows it
 * before the app's scripts start their long first tasks, instead of after them. A page in a background tab gets no
 * frames, so `latestMs` bounds the wait.
 */
export function afterNextPaint(latestMs = 100): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve();
    };
    const timer = setTimeout(finish, latestMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        finish();
      }, 0),
    );
  });
}
