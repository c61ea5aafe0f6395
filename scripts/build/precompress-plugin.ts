import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Compilation, sources, type Compiler } from 'webpack';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What browsers download as text; source maps stay out (developers' tools ask for them, compressed on the fly). */
const compressible = /\.(js|css|html|json|svg|txt)$/;
/** Below this the headers weigh more than the bytes saved; the server's own threshold is the same. */
const minimumBytes = 1024;

/**
 * Writes `<file>.br` (brotli at its best quality) and `<file>.gz` (gzip level 9) beside every text file of the
 * build, once, so the server sends them as they are (src/server/static/spa.ts) instead of compressing each answer
 * at a fast, weaker setting.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const files = Object.entries(assets).filter(
            ([name, source]) => compressible.test(name) && source.size() >= minimumBytes,
          );
          await Promise.all(
            files.map(async ([name, source]) => {
              const bytes = source.buffer();
              const [br, gz] = await Promise.all([
                brotli(bytes, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                  },
                }),
                gzipAsync(bytes, { level: 9 }),
              ]);
              compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
              compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz));
            }),
          );
        },
      );
    });
  }
}
