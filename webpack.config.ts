import path from 'node:path';
import { readFileSync } from 'node:fs';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { describeConfigProblems, parseStorefrontConfig } from './src/config/parse-config';
import { BundleReportPlugin } from './scripts/build/bundle-report-plugin';

const root = __dirname;
const configFile = path.join(root, 'src/config/config.json');

/** A build with a broken white-label configuration would only fail in the browser: stop here instead. */
function assertValidConfig(): void {
  const result = parseStorefrontConfig(JSON.parse(readFileSync(configFile, 'utf8')));
  if (!result.ok) {
    throw new Error(`Invalid configuration in src/config/config.json: ${describeConfigProblems(result.problems)}`);
  }
}

export interface BuildOptions {
  readonly production: boolean;
  /** Where the API server listens while the dev server serves the app. */
  readonly apiTarget?: string;
}

export function createWebpackConfig(options: BuildOptions): Configuration & { devServer?: DevServerConfiguration } {
  assertValidConfig();
  const { production } = options;
  return {
    mode: production ? 'production' : 'development',
    context: root,
    entry: { main: './src/app/index.tsx' },
    output: {
      path: path.join(root, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: { '@': path.join(root, 'src') },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2020',
                transform: { react: { runtime: 'automatic', development: !production, refresh: !production } },
              },
            },
          },
        },
      ],
    },
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      splitChunks: { chunks: 'all' },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    plugins: [
      new HtmlWebpackPlugin({ template: './src/app/index.html' }),
      new CopyWebpackPlugin({ patterns: [{ from: configFile, to: 'config.json' }] }),
      ...(production ? [new BundleReportPlugin()] : [new ReactRefreshWebpackPlugin()]),
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

export default (_env: unknown, argv: { mode?: string }) =>
  createWebpackConfig({ production: argv.mode !== 'development' });
