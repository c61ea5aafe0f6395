import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';
// Marks the preloads, so the server can take them out of a page whose drawn pictures come first.
import { startPreloadAttribute } from '../../src/server/static/start-preloads';

/**
 * index.html asks for the app's code (the "start" chunk, src/app/index.tsx) beside its own small script instead
 * of after it: one round trip less before the app runs on every page the browser draws. A page the server drew
 * with pictures to show first goes without them (src/server/static/page-with-config.ts).
 */
export class StartPreloadPlugin {
  constructor(private readonly chunkName: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('StartPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartPreloadPlugin', (groups) => {
        const group = compilation.namedChunkGroups.get(this.chunkName);
        if (!group) throw new Error(`StartPreloadPlugin: no chunk named ${this.chunkName}`);
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const preloads = group
          .getFiles()
          .filter((file) => file.endsWith('.js'))
          .map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: `${publicPath}${file}`,
              [startPreloadAttribute]: true,
            }),
          );
        return { ...groups, headTags: [...groups.headTags, ...preloads] };
      });
    });
  }
}
