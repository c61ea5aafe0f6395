import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bundleManifestFile, type BundleManifest } from './bundle-report-plugin';
import { builtMetaFile } from './deployed-version';

/**
 * One file the service worker precaches: a hashed name needs no revision; index.html's revision is its content's
 * hash with the build's meta.json (its version), so every deploy's worker differs from the last one's and the
 * browser installs it.
 */
export interface PrecacheListEntry {
  readonly url: string;
  readonly revision: string | null;
}

/**
 * Chunks a shopper never runs: the merchant console's and the design prototypes'. They are left to the network, so
 * the worker's first install downloads only the shop (BENCHMARKS.md has the size).
 */
const notTheShop = /^(?:console|prototype)/;

/**
 * The build's files for the service worker's precache, read from what the client's build wrote into `distDir`
 * (its bundle manifest and index.html): every script of the entry and of each of the shop's chunks, and index.html,
 * the offline shell. Glue only: Workbox does all caching with this list. No build there (a development server
 * keeps its files in memory) gives an empty list: the worker then precaches nothing.
 */
export function precacheListOf(distDir: string): PrecacheListEntry[] {
  let manifest: BundleManifest;
  let indexHtml: Buffer;
  try {
    manifest = JSON.parse(readFileSync(path.join(distDir, bundleManifestFile), 'utf8')) as BundleManifest;
    indexHtml = readFileSync(path.join(distDir, 'index.html'));
  } catch {
    return [];
  }
  let version = '';
  try {
    version = readFileSync(path.join(distDir, builtMetaFile), 'utf8');
  } catch {
    // A build without meta.json: index.html's content alone.
  }
  const scripts = new Set([
    ...Object.values(manifest.entrypoints).flat(),
    ...Object.entries(manifest.namedChunks)
      .filter(([name]) => !notTheShop.test(name))
      .flatMap(([, files]) => files),
  ]);
  return [
    { url: '/index.html', revision: createHash('sha256').update(indexHtml).update(version).digest('hex').slice(0, 16) },
    ...[...scripts].sort().map((file) => ({ url: `/${file}`, revision: null })),
  ];
}
