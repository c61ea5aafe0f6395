import { quiet, type ClickLatency, type ProbeBrowser } from './click-probe';
import { Customers } from './console-api';
import { deliverOrder, signInStaff, statusLatencies, statusSteps, waitForCards } from './console-page';

// The console's click probe in `npm run bench:web`: the status buttons on a quiet store. A busy store's day is
// `npm run bench:console` (console-bench.ts).

/** The kitchen's tablet, as the console's journeys use it. */
export const tabletViewport = { width: 768, height: 1024, deviceScaleFactor: 1 };

/**
 * `clicks` cash orders placed through the API, staff signed in on /orders-mgmt; then at 4× CPU slowdown each
 * order taken from new to delivered, oldest first, every status click measured.
 */
export async function consoleStatusClicks(
  probe: ProbeBrowser,
  baseUrl: string,
  clicks: number,
): Promise<ClickLatency[]> {
  const { page } = probe;
  const customers = await Customers.signIn(baseUrl, 2);
  const placed = await customers.placeOrders(clicks, 2).finally(() => customers.close());
  await signInStaff(page, baseUrl);
  await waitForCards(page, placed.length);
  await probe.slowDown();
  const latencies = statusLatencies('Console (signed in)');
  for (const order of placed) await deliverOrder(page, order.shortOrderId, latencies, () => quiet(page));
  return statusSteps.map((step) => latencies[step]);
}
