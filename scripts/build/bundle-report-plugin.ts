import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Compiler, Stats } from 'webpack';

export const bundleManifestFile = 'bundle-manifest.json';

/** What the budget check reads: the files of each entry point and of each named chunk, with gzip sizes. */
export interface BundleManifest {
  readonly entrypoints: Record<string, string[]>;
  readonly namedChunks: Record<string, string[]>;
  readonly gzipBytes: Record<string, number>;
}

function manifestFrom(stats: Stats, gzipBytes: Record<string, number>): BundleManifest {
  const json = stats.toJson({ all: false, entrypoints: true, chunkGroups: true, assets: false });
  const filesOf = (groups: NonNullable<typeof json.entrypoints>): Record<string, string[]> =>
    Object.fromEntries(
      Object.entries(groups).map(([name, group]) => [
        name,
        (group.assets ?? []).map((asset) => asset.name).filter((file) => file.endsWith('.js')),
      ]),
    );
  return {
    entrypoints: filesOf(json.entrypoints ?? {}),
    namedChunks: filesOf(json.namedChunkGroups ?? {}),
    gzipBytes,
  };
}

/** Prints the gzip size of every emitted script and style and writes the manifest for the budget check. */
export class BundleReportPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('BundleReportPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const outputPath = stats.compilation.outputOptions.path ?? compiler.outputPath;
      const gzipBytes: Record<string, number> = {};
      for (const name of Object.keys(stats.compilation.assets)) {
        if (!/\.(js|css)$/.test(name)) continue;
        gzipBytes[name] = gzipSync(readFileSync(path.join(outputPath, name)), { level: 9 }).length;
      }
      const manifest = manifestFrom(stats, gzipBytes);
      writeFileSync(path.join(outputPath, bundleManifestFile), JSON.stringify(manifest, null, 2));
      const rows = Object.entries(gzipBytes).sort(([, a], [, b]) => b - a);
      const width = Math.max(...rows.map(([name]) => name.length), 10);
      console.log('\nGzip size of every chunk:');
      for (const [name, bytes] of rows)
        console.log(`  ${name.padEnd(width)}  ${(bytes / 1024).toFixed(1).padStart(7)} KiB`);
      const total = rows.reduce((sum, [, bytes]) => sum + bytes, 0);
      console.log(`  ${'total'.padEnd(width)}  ${(total / 1024).toFixed(1).padStart(7)} KiB\n`);
    });
  }
}
