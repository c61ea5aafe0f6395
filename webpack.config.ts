import path from 'node:path';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { DefinePlugin, NormalModuleReplacementPlugin, optimize, type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { assertConfigFile } from './scripts/build/assert-config-file';
import { BundleReportPlugin } from './scripts/build/bundle-report-plugin';
import { DeployedVersionPlugin } from './scripts/build/deployed-version';
import { precacheListOf } from './scripts/build/precache-list';
import { PrecompressPlugin } from './scripts/build/precompress-plugin';
import { StartPreloadPlugin } from './scripts/build/start-preload-plugin';

const root = __dirname;
const configFile = path.join(root, 'src/config/config.json');
/**
 * Where a build writes its folders (dist/ and dist-server/ beside it): the repository by default; BUILD_DIR puts a
 * second build elsewhere, as a deploy journey does (tests/e2e/deploy-new-version.e2e.ts).
 */
const buildDir = path.resolve(process.env.BUILD_DIR ?? root);
const distDir = path.join(buildDir, 'dist');

export interface BuildOptions {
  readonly production: boolean;
  /** Where the API server listens while the dev server serves the app. */
  readonly apiTarget?: string;
}

/**
 * TypeScript and JSX through SWC. The styled-components plugin names each styled component after its file and
 * place in it (instead of a counter that depends on the order chunks load), so the class names the server's
 * first screen is rendered with are the ones the browser's bundle hydrates with.
 */
function swcLoader(options: { readonly production: boolean; readonly refresh: boolean }) {
  return {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2020',
        transform: {
          react: { runtime: 'automatic', development: !options.production, refresh: options.refresh },
        },
        experimental: {
          plugins: [
            [
              require.resolve('@swc/plugin-styled-components'),
              { displayName: !options.production, ssr: true, fileName: false, pure: options.production, minify: true },
            ],
          ],
        },
      },
    },
  };
}

/** How both builds find and compile the sources: the `@` alias and SWC for TypeScript and JSX. */
function sourceHandling(options: { readonly production: boolean; readonly refresh: boolean }) {
  return {
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: {
        '@': path.join(root, 'src'),
        // react-router's package offers the browser only its development build (warnings and checks kept, 4 KB gzip
        // more on the first screen); the production build it ships beside it is the same code without them.
        ...(options.production
          ? { 'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs') }
          : {}),
      },
    },
    module: {
      rules: [{ test: /\.[jt]sx?$/, exclude: /node_modules/, use: swcLoader(options) }],
    },
  };
}

export function createWebpackConfig(options: BuildOptions): Configuration & { devServer?: DevServerConfiguration } {
  assertConfigFile(configFile);
  const { production } = options;
  return {
    name: 'client',
    mode: production ? 'production' : 'development',
    context: root,
    entry: { main: './src/app/index.tsx' },
    output: {
      path: distDir,
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      // Lazy chunks by number only in production: a name in every file's address made the entry carry a map of
      // every chunk's name (about half a KB gzip of the first download). dist/bundle-manifest.json still says
      // which files make each named chunk.
      // Eight hex digits of content hash tell a chunk's versions apart (one clash in billions per pair); the entry
      // carries one per lazy chunk, so each digit more costs the first screen about 30 bytes gzip.
      chunkFilename: production ? 'assets/[id].[contenthash:8].js' : 'assets/[name].js',
      clean: true,
    },
    // Maps written beside the scripts but named in none of them: the comment naming a map cost every visitor about 40
    // bytes gzip a script, for a file the server answers only when a host serves maps (SOURCE_MAPS=on), and then
    // names in a SourceMap header instead (src/server/static/spa.ts).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    // No stand-in for Node's `global`: the packages that name it (axios, reflect-metadata) ask for `globalThis`,
    // `self` and `window` first, which every browser and the service worker have, so webpack's helper that finds the
    // global object was dead weight in the entry (BENCHMARKS.md, the budget's figures).
    node: { global: false },
    ...sourceHandling({ production, refresh: !production }),
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      splitChunks: {
        // The request library and the client's side of it arrive as one file once the first request is made: split
        // in two (axios as a vendor chunk) they cost a second request and 1 KB gzip more. The prototype screens,
        // opened by few, keep every module they use in their own file: each file shared with them is one more entry
        // in the runtime's map of chunks, which every first visit downloads.
        chunks: (chunk) => chunk.name !== 'axios-exchange' && !(chunk.name ?? '').startsWith('prototype-'),
      },
      // The runtime (the map of every chunk) rides in the entry's file: a file of its own cost the first screen a
      // request and its headers (about 1 KB of the 3), for a cache gain the entry's frequent changes wiped out anyway.
      runtimeChunk: false,
    },
    performance: { hints: false },
    plugins: [
      new HtmlWebpackPlugin({ template: './src/app/index.html' }),
      new StartPreloadPlugin('start'),
      new NormalModuleReplacementPlugin(
        /axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
        path.join(root, 'scripts/build/axios-fetch-adapter-unused.js'),
      ),
      new NormalModuleReplacementPlugin(
        /axios[\\/]lib[\\/]cancel[\\/]CancelToken\.js$/,
        path.join(root, 'scripts/build/axios-cancel-token-unused.js'),
      ),
      new NormalModuleReplacementPlugin(
        /axios[\\/]lib[\\/]helpers[\\/]HttpStatusCode\.js$/,
        path.join(root, 'scripts/build/axios-status-codes-unused.js'),
      ),
      new CopyWebpackPlugin({ patterns: [{ from: configFile, to: 'config.json' }] }),
      new DeployedVersionPlugin(root),
      ...(production ? [new BundleReportPlugin(), new PrecompressPlugin()] : [new ReactRefreshWebpackPlugin()]),
    ],
    ...(options.apiTarget
      ? {
          devServer: {
            hot: true,
            historyApiFallback: true,
            proxy: [{ context: ['/api', '/merchant', '/media'], target: options.apiTarget }],
          },
        }
      : {}),
  };
}

/**
 * The first screen's server renderer (src/app/first-screen-server.tsx): the same components built for Node into
 * dist-server/, which the reference server loads when it finds it. One file, no chunks, nothing left outside.
 */
export function createFirstScreenServerConfig(options: { readonly production: boolean }): Configuration {
  return {
    name: 'first-screen-server',
    mode: options.production ? 'production' : 'development',
    context: root,
    target: 'node20',
    entry: { 'first-screen': './src/app/first-screen-server.tsx' },
    output: {
      path: path.join(buildDir, 'dist-server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    devtool: false,
    ...sourceHandling({ production: options.production, refresh: false }),
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    plugins: [new optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  };
}

/**
 * The service worker (src/app/service-worker.ts) as one file at the root of dist/, /sw.js, so its scope is every
 * page without a Service-Worker-Allowed header. Its own build: no chunk of the app's is shared with it (a worker
 * cannot load them), and none of its bytes count in the page's budget. Built after the client, whose build empties
 * dist/ first and whose files it precaches: their list is read when the worker is compiled, after the client's build.
 */
export function createServiceWorkerConfig(options: { readonly production: boolean }): Configuration {
  return {
    name: 'service-worker',
    dependencies: ['client'],
    mode: options.production ? 'production' : 'development',
    context: root,
    target: 'webworker',
    entry: { sw: './src/app/service-worker.ts' },
    output: { path: distDir, filename: 'sw.js', clean: false },
    devtool: false,
    ...sourceHandling({ production: options.production, refresh: false }),
    optimization: { splitChunks: false },
    performance: { hints: false },
    plugins: [
      new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new DefinePlugin({
        __PRECACHE_LIST__: DefinePlugin.runtimeValue(() => JSON.stringify(precacheListOf(distDir)), true),
      }),
    ],
  };
}

export default (_env: unknown, argv: { mode?: string }) => {
  const production = argv.mode !== 'development';
  return [
    createWebpackConfig({ production }),
    createFirstScreenServerConfig({ production }),
    createServiceWorkerConfig({ production }),
  ];
};
