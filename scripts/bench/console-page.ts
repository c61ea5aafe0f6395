import type { CDPSession, Locator, Page } from 'playwright';
import { consoleTextsIn } from '../../tests/e2e/support/texts';
import { helmiStaff } from './console-api';
import { clickLatency, clickNow, type ClickLatency } from './click-probe';

// The store's console (/orders-mgmt) as the kitchen works it, in Finnish: signed in as Sataman Helmi's staff,
// moving an order from new to delivered with the status buttons, and what the page holds (cards, heap, nodes).

const t = consoleTextsIn('fi');
const timeout = 30_000;

/** Signs in on /orders-mgmt and waits for the list to be live (its stream connected). */
export async function signInStaff(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/orders-mgmt`);
  await page.getByLabel(t('console.signIn.username')).fill(helmiStaff.username);
  await page.getByLabel(t('console.signIn.password')).fill(helmiStaff.password);
  await page.getByRole('button', { name: t('console.signIn.submit'), exact: true }).click();
  await page.getByText(t('console.orders.live')).waitFor({ timeout });
}

const cardPrefix = t('console.orders.orderHeading', { id: '' });

/** The order numbers of the cards on the page, one per card, in the page's order (duplicates kept). */
export function shownOrderIds(page: Page): Promise<string[]> {
  return page.evaluate(
    (prefix: string) =>
      Array.from(document.querySelectorAll('article[aria-label]'), (card) => card.getAttribute('aria-label') ?? '')
        .filter((label) => label.startsWith(prefix))
        .map((label) => label.slice(prefix.length)),
    cardPrefix,
  );
}

/** Waits until the page shows at least `count` order cards, or `timeoutMs` passed; answers how many it shows. */
export async function waitForCards(page: Page, count: number, timeoutMs = timeout): Promise<number> {
  await page
    .waitForFunction(
      ({ prefix, expected }) =>
        Array.from(document.querySelectorAll('article[aria-label]')).filter((card) =>
          (card.getAttribute('aria-label') ?? '').startsWith(prefix),
        ).length >= expected,
      { prefix: cardPrefix, expected: count },
      { timeout: timeoutMs, polling: 250 },
    )
    .catch(() => undefined);
  return (await shownOrderIds(page)).length;
}

/** The status buttons, each timed on its own: the five clicks that take a cash order from new to delivered. */
export const statusSteps = [
  'Confirm (opens the estimate)',
  'Confirm without an estimate',
  'Dispatch',
  'Deliver (asks for the cash)',
  'Cash received, deliver',
] as const;

export type StatusLatencies = Record<(typeof statusSteps)[number], ClickLatency>;

export function statusLatencies(page: string): StatusLatencies {
  return Object.fromEntries(statusSteps.map((step) => [step, clickLatency(page, step)])) as StatusLatencies;
}

/**
 * Takes one new cash order to delivered with the card's buttons and its questions' (Vahvista → Vahvista ilman
 * arviota → Lähetä → Toimita → Käteinen vastaanotettu, toimita), each click timed into `latencies` once the
 * screen shows its outcome: the question open on the card, or the card in its new status's group. `beforeClick` runs before
 * each click (a pause that keeps the bench's pace).
 */
export async function deliverOrder(
  page: Page,
  shortOrderId: string,
  latencies: StatusLatencies,
  beforeClick: () => Promise<void>,
): Promise<void> {
  // CSS and text filters over a few elements rather than role queries over the whole page: Playwright's queries
  // run on the page's main thread, which the clicks are timed on, and a busy store's console has 16,000 nodes.
  const name = t('console.orders.orderHeading', { id: shortOrderId });
  const cardSelector = `article[aria-label="${name}"]`;
  const card = page.locator(cardSelector);
  const cardButton = (to: string) =>
    card.locator('button').filter({ hasText: new RegExp(`^${t(`console.orders.actions.${to}`)}$`) });
  const inGroup = (status: string) => () =>
    page
      .locator(`section[aria-label="${t(`console.orders.statuses.${status}`)}"] > div > ${cardSelector}`)
      .waitFor({ timeout });
  const question = (title: string) => card.locator('[role="group"]').filter({ hasText: title });
  const confirmQuestion = question(t('console.kitchen.confirmTitle', { id: shortOrderId }));
  const cashQuestion = question(t('console.orders.cashTitle', { id: shortOrderId }));
  const steps: { step: (typeof statusSteps)[number]; control: Locator; outcome: () => Promise<void> }[] = [
    {
      step: statusSteps[0],
      control: cardButton('order_confirmed'),
      outcome: () => confirmQuestion.waitFor({ timeout }),
    },
    {
      step: statusSteps[1],
      control: confirmQuestion.locator('button').filter({ hasText: t('console.kitchen.confirmWithout') }),
      outcome: inGroup('order_confirmed'),
    },
    { step: statusSteps[2], control: cardButton('order_dispatched'), outcome: inGroup('order_dispatched') },
    { step: statusSteps[3], control: cardButton('order_delivered'), outcome: () => cashQuestion.waitFor({ timeout }) },
    {
      step: statusSteps[4],
      control: cashQuestion.locator('button').filter({ hasText: t('console.orders.cashAndDeliver') }),
      outcome: inGroup('order_delivered'),
    },
  ];
  for (const { step, control, outcome } of steps) {
    // The card's buttons wait while its last move is on its way; the click is timed once it can be pressed.
    await control.and(page.locator(':enabled')).waitFor({ timeout });
    await beforeClick();
    await clickNow(page, control, latencies[step], outcome);
  }
}

export interface PageMemory {
  /** The JavaScript heap in use after a full garbage collection, in bytes. */
  heapUsed: number;
  /** Elements in the document. */
  elements: number;
  /** DOM nodes alive in the renderer, detached ones still referenced included (after the collection). */
  nodes: number;
  jsEventListeners: number;
}

/** What the page holds after a full garbage collection (the DevTools protocol's, as the Memory panel's). */
export async function pageMemory(page: Page, session: CDPSession): Promise<PageMemory> {
  await session.send('HeapProfiler.collectGarbage');
  const heap = await session.send('Runtime.getHeapUsage');
  const counters = await session.send('Memory.getDOMCounters');
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  return { heapUsed: heap.usedSize, elements, nodes: counters.nodes, jsEventListeners: counters.jsEventListeners };
}
