import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

/**
 * Adds `<link rel="preload" as="script">` to index.html for chunks the first screen loads only after the entry
 * has run (the store listing's page, the default language's first texts), so they download beside the entry
 * instead of one round trip after it. webpack's loader then finds them in the cache.
 */
export class FirstScreenPreloadPlugin {
  constructor(private readonly chunkNames: readonly string[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('FirstScreenPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('FirstScreenPreloadPlugin', (data) => {
        const publicPath = data.publicPath;
        const inEntry = new Set(
          [...compilation.entrypoints.values()].flatMap((entry) => entry.getFiles().map((file) => publicPath + file)),
        );
        const files = this.chunkNames.flatMap((name) => {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) throw new Error(`FirstScreenPreloadPlugin: no chunk named ${name}; was it renamed?`);
          return group.getFiles().filter((file) => file.endsWith('.js'));
        });
        const preloads = [...new Set(files)]
          .map((file) => publicPath + file)
          .filter((href) => !inEntry.has(href))
          .map((href) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href }));
        return { ...data, headTags: [...preloads, ...data.headTags] };
      });
    });
  }
}
