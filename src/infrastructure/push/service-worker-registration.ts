/** Where the build writes the app's service worker (webpack.config.ts), at the root so its scope is every page. */
export const serviceWorkerUrl = '/sw.js';

/**
 * Registers the app's service worker, which shows pushes as notifications and posts them to open pages. Called
 * once the push code loads (an order screen, the payment), never by the first screen. A browser that refuses
 * (private mode, an insecure origin) simply has no pushes.
 */
export async function registerServiceWorker(container: {
  register?(url: string, options: { scope: string }): Promise<unknown>;
}): Promise<void> {
  await container.register?.(serviceWorkerUrl, { scope: '/' }).catch(() => undefined);
}
