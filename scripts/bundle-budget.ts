import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bundleManifestFile, type BundleManifest } from './build/bundle-report-plugin';

/** The most JavaScript, gzipped, that opening `/` may download. */
const budgetBytes = 200 * 1000;
/** The lazily loaded chunks that the `/` route needs besides the entry point. */
const chunksOfHomeRoute = ['page-store-listing'];

const manifestPath = path.join(__dirname, '..', 'dist', bundleManifestFile);
let manifest: BundleManifest;
try {
  manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BundleManifest;
} catch {
  console.error(`No ${manifestPath}: run \`npm run build\` first.`);
  process.exit(1);
}

const files = new Set([
  ...(manifest.entrypoints.main ?? []),
  ...chunksOfHomeRoute.flatMap((name) => manifest.namedChunks[name] ?? []),
]);
const missing = chunksOfHomeRoute.filter((name) => !manifest.namedChunks[name]);
if (missing.length > 0) {
  console.error(`Bundle budget: chunk(s) ${missing.join(', ')} not found; was a route renamed?`);
  process.exit(1);
}
const total = [...files].reduce((sum, file) => sum + (manifest.gzipBytes[file] ?? 0), 0);
const verdict = total <= budgetBytes ? 'within' : 'OVER';
console.log(
  `Bundle budget: JavaScript for / is ${(total / 1000).toFixed(1)} KB gzip, ${verdict} the ${budgetBytes / 1000} KB budget (${files.size} files).`,
);
process.exit(total <= budgetBytes ? 0 : 1);
