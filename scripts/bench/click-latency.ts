import { launchProbeBrowser, type ClickLatency, type ProbeBrowser } from './click-probe';
import { consoleStatusClicks, tabletViewport } from './console-clicks';
import { cartSummaryClicks, productListClicks } from './shop-clicks';
import { carTypeClicks, transportHostEnv } from './transport-clicks';
import { startProductServer } from './web-server';

export type { ClickLatency } from './click-probe';

// The screens whose clicks the web bench times (issue 30: "interactions stay instant where the work is"), each
// in a new browser with an empty profile, its state made through the product first, then timed at 4× CPU.

export interface ClickPage {
  /** The name CLICK_PAGES=… selects it by. */
  id: string;
  /** The transport screens need the example transport host, served by a server of their own. */
  host: 'shop' | 'transport';
  viewport?: { width: number; height: number; deviceScaleFactor: number };
  measure(probe: ProbeBrowser, baseUrl: string, clicks: number): Promise<ClickLatency[]>;
}

export const clickPages: readonly ClickPage[] = [
  { id: 'product-list', host: 'shop', measure: productListClicks },
  { id: 'cart-summary', host: 'shop', measure: cartSummaryClicks },
  { id: 'transport', host: 'transport', measure: carTypeClicks },
  { id: 'console', host: 'shop', viewport: tabletViewport, measure: consoleStatusClicks },
];

/** Selects screens by `CLICK_PAGES=cart-summary,console`; all of them when unset. */
export function selectedClickPages(names: string | undefined): ClickPage[] {
  if (!names) return [...clickPages];
  const wanted = names.split(',').map((name) => name.trim());
  const unknown = wanted.filter((name) => !clickPages.some((page) => page.id === name));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown click page(s) ${unknown.join(', ')}; known: ${clickPages.map((page) => page.id).join(', ')}`,
    );
  }
  return clickPages.filter((page) => wanted.includes(page.id));
}

/** `clicks` per control on each screen, one screen (and one browser) at a time. */
export async function measureClickLatency(
  shopUrl: string,
  clicks: number,
  pages: readonly ClickPage[] = clickPages,
): Promise<ClickLatency[]> {
  const latencies: ClickLatency[] = [];
  for (const clickPage of pages) {
    const server = clickPage.host === 'transport' ? await startProductServer(transportHostEnv) : null;
    try {
      const probe = await launchProbeBrowser(clickPage.viewport);
      try {
        latencies.push(...(await clickPage.measure(probe, server?.baseUrl ?? shopUrl, clicks)));
      } finally {
        await probe.close();
      }
    } finally {
      await server?.stop();
    }
  }
  return latencies;
}
