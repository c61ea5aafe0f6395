import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Result as LighthouseResult } from 'lighthouse';
import { firstScreenInteractiveMark } from '@/presentation/startup/screen-alive';
import { bundleManifestFile, type BundleManifest } from '../build/bundle-report-plugin';
import { distDir } from './web-server';

/** The figures the report keeps of one Lighthouse run. */
export interface RunFigures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /**
   * Gzip KiB of the scripts requested before the first screen answered input (see scriptKib); NaN on a page that
   * never says so (a static copy, a screen outside the shop's frame).
   */
  jsBeforeInteractiveKib: number;
  /** Gzip KiB of every script requested until the network was quiet. */
  jsUntilQuietKib: number;
  benchmarkIndex: number;
}

interface NetworkRequestItem {
  url: string;
  resourceType?: string;
  networkRequestTime?: number;
  transferSize?: number;
}

interface UserTimingItem {
  name: string;
  timingType?: string;
  /** ms from the navigation's start. */
  startTime?: number;
}

const numeric = (lhr: LighthouseResult, audit: string): number => {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse reported no ${audit}`);
  return value;
};

export function figuresOf(lhr: LighthouseResult): RunFigures {
  const { beforeInteractive, untilQuiet } = scriptKib(lhr);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    jsBeforeInteractiveKib: beforeInteractive,
    jsUntilQuietKib: untilQuiet,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

let manifest: BundleManifest | undefined;
/** The build's gzip size of each file (level 9, the figure the bundle budget check adds up). */
function gzipBytesOf(file: string): number | undefined {
  manifest ??= JSON.parse(readFileSync(path.join(distDir, bundleManifestFile), 'utf8')) as BundleManifest;
  return manifest.gzipBytes[file];
}

/**
 * When the app's first screen came alive (its user timing), in ms from the navigation's start; undefined when the
 * page set none (a static copy runs no script; the console and transport screens are outside the shop's frame).
 */
function interactiveAtMs(lhr: LighthouseResult): number | undefined {
  const items = (lhr.audits['user-timings']?.details as { items?: UserTimingItem[] } | undefined)?.items ?? [];
  return items.find((item) => item.name === firstScreenInteractiveMark && item.timingType === 'Mark')?.startTime;
}

/**
 * The JavaScript of one load, in KiB gzip, from Lighthouse's network records (its network-requests audit):
 * every request of resource type Script, each URL once, counted at its built file's gzip size (level 9, as the
 * bundle budget counts it) so the figure does not depend on whether the server sent brotli or gzip; a script
 * that is not a built file counts at the bytes it took on the wire.
 * - until quiet: all of them; Lighthouse records until the network has been quiet for 5 s after the load;
 * - before interactive: those requested before the app's first screen answered input (its user timing, set in the
 *   commit that attaches the page's handlers: src/presentation/startup/screen-alive.tsx). A screen
 *   the server drew is painted long before that, so its paint (the LCP) says nothing of what it took to come alive.
 *   Both times are in ms from the start (the navigation's, the first request's: the same moment within a few ms).
 */
function scriptKib(lhr: LighthouseResult): { beforeInteractive: number; untilQuiet: number } {
  const details = lhr.audits['network-requests']?.details as { items: NetworkRequestItem[] } | undefined;
  if (!details) throw new Error('Lighthouse reported no network requests');
  const interactiveAt = interactiveAtMs(lhr);
  const seen = new Set<string>();
  let beforeInteractive = 0;
  let untilQuiet = 0;
  for (const item of details.items) {
    if (item.resourceType !== 'Script' || seen.has(item.url)) continue;
    seen.add(item.url);
    const file = new URL(item.url).pathname.replace(/^\//, '');
    const bytes = gzipBytesOf(file) ?? item.transferSize ?? 0;
    untilQuiet += bytes;
    if ((item.networkRequestTime ?? Number.POSITIVE_INFINITY) < (interactiveAt ?? Number.NEGATIVE_INFINITY))
      beforeInteractive += bytes;
  }
  return {
    beforeInteractive: interactiveAt === undefined ? Number.NaN : beforeInteractive / 1024,
    untilQuiet: untilQuiet / 1024,
  };
}
