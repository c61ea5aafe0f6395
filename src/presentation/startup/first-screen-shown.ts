import { afterNextPaint } from './after-next-paint';

/**
 * The longest the app's code waits for the first screen's pictures: one that never arrives (a stalled request)
 * must not keep the page from coming alive.
 */
export const pictureWaitLimitMs = 3000;

/** Resolves when the picture has arrived or failed; at once when it already has. */
function settled(picture: HTMLImageElement): Promise<void> {
  if (picture.complete) return Promise.resolve();
  return new Promise((resolve) => {
    picture.addEventListener('load', () => resolve(), { once: true });
    picture.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * Resolves once a screen the server drew is on screen with the pictures it marked as first (fetchpriority
 * "high": the banners at the top), or after pictureWaitLimitMs. What comes after (the app's code) then does not
 * compete with them for a phone's network.
 */
export async function firstScreenShown(root: ParentNode): Promise<void> {
  const pictures = Array.from(root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'));
  if (pictures.length > 0) {
    let limit: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.all(pictures.map(settled)),
      new Promise<void>((resolve) => {
        limit = setTimeout(resolve, pictureWaitLimitMs);
      }),
    ]);
    clearTimeout(limit);
  }
  await afterNextPaint();
}
