import { firstScreenShown } from '@/presentation/startup/first-screen-shown';

/**
 * The page's own script: small, so it runs at once. The app's code is a chunk of its own ("start"), asked for
 * at once on a page the browser draws, and only once the first screen is on screen when the server drew it: on a
 * phone's network the app's 170 KB would otherwise share the line with the pictures that screen shows first. The
 * page asks for the chunk ahead (a preload in index.html) except where the server drew pictures worth waiting for
 * (src/server/static/page-with-config.ts).
 */
async function start(rootElement: HTMLElement): Promise<void> {
  if (rootElement.firstElementChild !== null) await firstScreenShown(rootElement);
  const { startStorefront } = await import(/* webpackChunkName: "start" */ './start');
  await startStorefront(rootElement);
}

const rootElement = document.getElementById('root');
if (rootElement) void start(rootElement);
