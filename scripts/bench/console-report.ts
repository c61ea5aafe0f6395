import { loadAverage, machineDescription, writeMarkedSection } from './benchmarks-file';
import { cpuSlowdown, percentile, type ClickLatency } from './click-probe';
import type { PageMemory } from './console-page';

// The busy store's console in figures: printed, and written into BENCHMARKS.md's `bench:console` section.

export interface ConsoleSettings {
  /** The day's orders placed before the staff sign in. */
  readonly orders: number;
  /** The busy window, in seconds. */
  readonly seconds: number;
  readonly ordersPerSecond: number;
  readonly clickEveryMs: number;
}

export interface OrderCheck {
  /** Orders the server lists to the staff at the end (the console's page of them). */
  readonly listed: number;
  /** Order cards on the console at the end. */
  readonly shown: number;
  /** Order numbers on more than one card. */
  readonly duplicates: readonly string[];
  /** Listed by the server, on no card. */
  readonly missing: readonly string[];
  /** On a card, not listed by the server. */
  readonly unknown: readonly string[];
}

export interface ConsoleReport {
  readonly started: Date;
  readonly settings: ConsoleSettings;
  /** Orders placed in the busy window, and those refused or failed. */
  readonly placedInWindow: number;
  readonly failedInWindow: number;
  /** From the sign-in to every one of the day's orders shown, in ms. */
  readonly firstListMs: number;
  readonly clicks: readonly ClickLatency[];
  readonly ordersDelivered: number;
  /** Why the staff's clicking stopped before the window ended; null when it did not. */
  readonly clickFailure: string | null;
  readonly memoryAtStart: PageMemory;
  readonly memoryAtEnd: PageMemory;
  /** Order cards on the page when the start's and the end's memory were taken. */
  readonly cardsAtStart: number;
  readonly check: OrderCheck;
  readonly loadBefore: string;
}

const whole = (value: number) => Math.round(value).toLocaleString('en');
const mib = (bytes: number) => (bytes / 1024 ** 2).toFixed(1);
const mark = (ok: boolean) => (ok ? '' : ' ✗');
const clickTargetMs = 50;

function clickRows(clicks: readonly ClickLatency[]): string[] {
  const all = clicks.flatMap((click) => click.durations);
  const row = (label: string, durations: readonly number[], below: number) => {
    const p95 = percentile(durations, 0.95);
    return (
      `| ${label} | ${durations.length} | ${whole(percentile(durations, 0.5))} | ${whole(p95)}${mark(p95 <= clickTargetMs)} | ` +
      `${whole(percentile(durations, 0.99))} | ${durations.length > 0 ? whole(Math.max(...durations)) : '–'} | ${below} |`
    );
  };
  return [
    '| Status button | Clicks | p50 (ms) | p95 (ms) | p99 (ms) | max (ms) | Under 16 ms (no entry) |',
    '|---|---|---|---|---|---|---|',
    '| _Issue 30 target_ | | | _≤ 50_ | | | |',
    ...clicks.map((click) => row(click.control, click.durations, click.belowThreshold)),
    row(
      '**Every status click**',
      all,
      clicks.reduce((sum, click) => sum + click.belowThreshold, 0),
    ),
  ];
}

function memoryRows(report: ConsoleReport): string[] {
  const { memoryAtStart: start, memoryAtEnd: end, cardsAtStart } = report;
  const cardsAtEnd = report.check.shown;
  const row = (when: string, cards: number, memory: PageMemory) =>
    `| ${when} | ${cards} | ${mib(memory.heapUsed)} | ${whole(memory.elements)} | ${whole(memory.nodes)} | ` +
    `${whole(memory.jsEventListeners)} |`;
  const added = cardsAtEnd - cardsAtStart;
  const perAdded = (grown: number) => (added > 0 ? grown / added : Number.NaN);
  return [
    '| When | Order cards | JS heap used (MiB) | Elements | DOM nodes (renderer) | Event listeners |',
    '|---|---|---|---|---|---|',
    row("Start (the day's orders shown)", cardsAtStart, start),
    row('End (after the busy window)', cardsAtEnd, end),
    '',
    `Growth per card added: ${(perAdded(end.heapUsed - start.heapUsed) / 1024).toFixed(1)} KiB of heap, ` +
      `${perAdded(end.elements - start.elements).toFixed(1)} elements, ${perAdded(end.nodes - start.nodes).toFixed(1)} ` +
      `DOM nodes (the start's per card: ${(start.heapUsed / Math.max(1, cardsAtStart) / 1024).toFixed(1)} KiB, ` +
      `${(start.elements / Math.max(1, cardsAtStart)).toFixed(1)} elements, all of the page counted).`,
  ];
}

function checkLines(check: OrderCheck): string[] {
  const list = (ids: readonly string[]) => (ids.length === 0 ? 'none' : ids.map((id) => `#${id}`).join(', '));
  const exact = check.duplicates.length === 0 && check.missing.length === 0 && check.unknown.length === 0;
  return [
    `- Orders the server lists to the staff: ${check.listed}; order cards on the console: ${check.shown}` +
      ` (${exact ? 'every order once' : 'MISMATCH'}).`,
    `- On more than one card: ${list(check.duplicates)}. Missing: ${list(check.missing)}. Unknown to the server: ${list(check.unknown)}.`,
  ];
}

function summary(report: ConsoleReport): string {
  const { settings } = report;
  return (
    `${settings.orders} orders before sign-in (all shown ${(report.firstListMs / 1000).toFixed(1)} s after it); ` +
    `${report.placedInWindow} placed in the ${settings.seconds} s window (${report.failedInWindow} failed); ` +
    `${report.ordersDelivered} orders taken to delivered by the staff.` +
    (report.clickFailure === null ? '' : ` The clicking stopped early: ${report.clickFailure}.`)
  );
}

/** Prints the figures as the tables that go into BENCHMARKS.md. */
export function printConsoleReport(report: ConsoleReport): void {
  console.log(`\n${summary(report)}\n`);
  console.log(`${clickRows(report.clicks).join('\n')}\n`);
  console.log(`${memoryRows(report).join('\n')}\n`);
  console.log(`${checkLines(report.check).join('\n')}\n`);
  console.log(`Load average (1, 5, 15 min) before: ${report.loadBefore}; after: ${loadAverage()}.`);
}

export function writeConsoleReport(report: ConsoleReport): Promise<string> {
  const { settings } = report;
  const body = [
    '## The console at a busy store (`npm run bench:console`)',
    '',
    `${report.started.toISOString().slice(0, 16).replace('T', ' ')} UTC · ${machineDescription()}`,
    '',
    `Load average (1, 5, 15 min) before: ${report.loadBefore}; after: ${loadAverage()}. The machine is shared ` +
      "with other developers' builds and tests; the bench itself keeps the server, Chromium and its own process " +
      'busy on the two cores.',
    '',
    'The production build served as `npm start` serves it (embedded PGlite freshly seeded, request log on, rate ' +
      `limits on). ${settings.orders} of the day's cash orders for Sataman Helmi placed through the API by 20 guest ` +
      "sessions in turn; then helmi-staff signs in on `/orders-mgmt` in Debian's Chromium (Playwright, 768 × 1024, " +
      `Finnish) and, once every order is shown, the CPU is slowed ${cpuSlowdown}× (\`Emulation.setCPUThrottlingRate\`). ` +
      `For ${settings.seconds} s the bench process places ${settings.ordersPerSecond} new orders a second through ` +
      `the API while the staff click a status button every ${(settings.clickEveryMs / 1000).toFixed(0)} s, oldest ` +
      'order first, each order from new to delivered: "Vahvista" (asks for the estimate on the card), "Vahvista ilman ' +
      'arviota", "Lähetä", "Toimita" (asks for the cash), "Käteinen vastaanotettu, toimita". Each click is timed ' +
      "by the Event Timing API's entry (`durationThreshold` 16; input to the next paint, rounded to 8 ms by the " +
      'browser; a click with no entry counts as 16 ms); a move is timed to the paint that shows it under way, ' +
      "the server's answer arrives after. New orders arrive through the store's event stream while the clicks " +
      'run, so their work may delay a click, as it would at a busy counter.',
    '',
    summary(report),
    '',
    ...clickRows(report.clicks),
    '',
    'Memory after a full garbage collection (`HeapProfiler.collectGarbage`, then `Runtime.getHeapUsage` and ' +
      '`Memory.getDOMCounters`), at the start (the day\u2019s orders shown, before the busy minute) and at the end ' +
      '(after it, every order shown). The cards grow with the orders; the growth per card added, beside the ' +
      "start's per card, says whether anything else grows.",
    '',
    ...memoryRows(report),
    '',
    'Every order once: at the end, once the console shows as many cards as the server lists (or 30 s passed), the ' +
      "cards' order numbers against the server's list (GET /merchant/v1/orders, the page the console reads).",
    '',
    ...checkLines(report.check),
    '',
    'What limits the figures: one machine of two cores shared by the server (pricing and placing two orders a ' +
      'second, answering the console), Chromium (the page at 4× slowdown, its renderer and GPU process) and the ' +
      "bench's own process (Playwright's locators run in the page too). A load average above 2 before the start " +
      'means other work already took the cores: a click then waits for a core as well as for the page, and its ' +
      'time is an upper bound of what the page needs.',
  ].join('\n');
  return writeMarkedSection('console', body);
}
