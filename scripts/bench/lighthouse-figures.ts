import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Result as LighthouseResult } from 'lighthouse';
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
  /** Gzip KiB of the scripts requested before the first screen was complete (see scriptKib). */
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

interface MetricsItem {
  observedLargestContentfulPaintTs?: number;
  observedTraceEndTs?: number;
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
 * The JavaScript of one load, in KiB gzip, from Lighthouse's network records (its network-requests audit):
 * every request of resource type Script, each URL once, counted at its built file's gzip size (level 9, as the
 * bundle budget counts it) so the figure does not depend on whether the server sent brotli or gzip; a script
 * that is not a built file counts at the bytes it took on the wire.
 * - until quiet: all of them; Lighthouse records until the network has been quiet for 5 s after the load;
 * - before interactive: those whose request was sent before the observed (unthrottled) Largest Contentful
 *   Paint, the moment the first screen was complete: React attaches a screen's handlers in the commit that
 *   paints it, so from then on the first screen takes input. Scripts the app defers until after that
 *   moment (idle-time work) are left out; those it fetches while the first screen waits for its data count.
 */
function scriptKib(lhr: LighthouseResult): { beforeInteractive: number; untilQuiet: number } {
  const details = lhr.audits['network-requests']?.details as
    { items: NetworkRequestItem[]; debugData?: { networkStartTimeTs?: number } } | undefined;
  const metrics = (lhr.audits.metrics?.details as { items?: MetricsItem[] } | undefined)?.items?.[0];
  if (!details) throw new Error('Lighthouse reported no network requests');
  // Request times are in ms from the first request; LCP is a trace timestamp in µs.
  const startTs = details.debugData?.networkStartTimeTs ?? 0;
  const lcpTs = metrics?.observedLargestContentfulPaintTs ?? metrics?.observedTraceEndTs ?? Number.POSITIVE_INFINITY;
  const seen = new Set<string>();
  let beforeInteractive = 0;
  let untilQuiet = 0;
  for (const item of details.items) {
    if (item.resourceType !== 'Script' || seen.has(item.url)) continue;
    seen.add(item.url);
    const file = new URL(item.url).pathname.replace(/^\//, '');
    const bytes = gzipBytesOf(file) ?? item.transferSize ?? 0;
    untilQuiet += bytes;
    if (startTs + (item.networkRequestTime ?? Number.POSITIVE_INFINITY) * 1000 < lcpTs) beforeInteractive += bytes;
  }
  return { beforeInteractive: beforeInteractive / 1024, untilQuiet: untilQuiet / 1024 };
}
