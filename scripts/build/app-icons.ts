import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumPath } from '../bench/lighthouse-runner';

/**
 * Draws the storefront's default app icons (src/server/static/app-icons/*.png) from one drawing: the favicon's
 * shopping bag in the default primary colour. Chromium installs an app only with a PNG of at least 144 px and asks
 * for 192 and 512 px, so they are pictures, kept in the repository; run once when the drawing changes:
 * `node -r ./scripts/register.js scripts/build/app-icons.ts`.
 */

const outDir = path.resolve(__dirname, '../../src/server/static/app-icons');

/** The bag drawn on a 32-unit square; a maskable icon keeps it inside the central 80 % a launcher may crop to. */
function drawing(maskable: boolean): string {
  const corner = maskable ? 0 : 7;
  const bag = maskable ? 'translate(6.4 6.4) scale(0.6)' : '';
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="100%" height="100%">' +
    `<rect width="32" height="32" rx="${corner}" fill="#1565c0"/>` +
    `<g transform="${bag}"><path d="M9 12h14l-1.2 13H10.2z" fill="#fff"/>` +
    '<path d="M12.5 12v-2a3.5 3.5 0 0 1 7 0v2" fill="none" stroke="#fff" stroke-width="2"/></g></svg>'
  );
}

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
] as const;

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const icon of icons) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
      await page.setContent(
        `<html><body style="margin:0;background:transparent">${drawing(icon.maskable)}</body></html>`,
      );
      await writeFile(path.join(outDir, icon.file), await page.screenshot({ omitBackground: true }));
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
