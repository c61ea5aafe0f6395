import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bundleManifestFile, type BundleManifest } from './build/bundle-report-plugin';

/**
 * The most JavaScript, gzipped, that opening `/` may download: the entry point, the store listing's chunk and
 * the first screen's texts. The libraries the product is built on are about 167 KB of it; everything no first
 * screen shows (other screens' state, use cases, adapters and texts, the event stream, dialogs) loads on demand
 * or right after it (see BENCHMARKS.md, "First screen").
 */
const budgetBytes = 200 * 1000;
/** The lazily loaded chunks that the `/` route needs besides the entry point. */
const chunksOfHomeRoute = ['page-store-listing'];
/**
 * Start-up also waits for the translations of the visitor's language, each language a chunk of its own
 * (`locale-fi`, `locale-en`, ...); `/` loads exactly one of them, so the largest one counts.
 */
const localeChunkPrefix = 'locale-';

/** `npm run test:budget -- <dir>` checks a build written elsewhere than dist/. */
const manifestPath = path.join(process.argv[2] ?? path.join(__dirname, '..', 'dist'), bundleManifestFile);
let manifest: BundleManifest;
try {
  manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BundleManifest;
} catch {
  console.error(`No ${manifestPath}: run \`npm run build\` first.`);
  process.exit(1);
}

const gzipOf = (files: readonly string[]) => files.reduce((sum, file) => sum + (manifest.gzipBytes[file] ?? 0), 0);
const localeChunks = Object.keys(manifest.namedChunks).filter((name) => name.startsWith(localeChunkPrefix));
const largestLocale = localeChunks
  .map((name) => manifest.namedChunks[name] ?? [])
  .reduce<string[]>((largest, files) => (gzipOf(files) > gzipOf(largest) ? files : largest), []);
const files = new Set([
  ...(manifest.entrypoints.main ?? []),
  ...chunksOfHomeRoute.flatMap((name) => manifest.namedChunks[name] ?? []),
  ...largestLocale,
]);
const missing = chunksOfHomeRoute.filter((name) => !manifest.namedChunks[name]);
if (missing.length > 0) {
  console.error(`Bundle budget: chunk(s) ${missing.join(', ')} not found; was a route renamed?`);
  process.exit(1);
}
if (localeChunks.length === 0) {
  console.error(`Bundle budget: no ${localeChunkPrefix}* chunk found; were the translations renamed?`);
  process.exit(1);
}
const total = gzipOf([...files]);
const verdict = total <= budgetBytes ? 'within' : 'OVER';
console.log(
  `Bundle budget: JavaScript for / is ${(total / 1000).toFixed(1)} KB gzip, ${verdict} the ${budgetBytes / 1000} KB budget (${files.size} files).`,
);
process.exit(total <= budgetBytes ? 0 : 1);
