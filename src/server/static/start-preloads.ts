/** What marks index.html's preloads of the app's code (scripts/build/start-preload-plugin.ts). */
export const startPreloadAttribute = 'data-app-start';

const startPreload = new RegExp(`<link rel="preload" as="script" href="[^"]*" ${startPreloadAttribute}>`, 'g');

/**
 * The page without its preloads of the app's code: a screen drawn here with pictures to show first (the
 * banners at the top) has them asked for alone, and the page's script asks for the app's code once they are on
 * screen (src/app/index.tsx), instead of sharing a phone's network with it.
 */
export function withoutStartPreloads(page: string): string {
  return page.replace(startPreload, '');
}
