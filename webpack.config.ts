import path from 'node:path';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { NormalModuleReplacementPlugin, type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { assertConfigFile } from './scripts/build/assert-config-file';
import { BundleReportPlugin } from './scripts/build/bundle-report-plugin';
import { PrecompressPlugin } from './scripts/build/precompress-plugin';

const root = __dirname;
const configFile = path.join(root, 'src/config/config.json');

export interface BuildOptions {
  readonly production: boolean;
  /** Where the API server listens while the dev server serves the app. */
  readonly apiTarget?: string;
}

export function createWebpackConfig(options: BuildOptions): Configuration & { devServer?: DevServerConfiguration } {
  assertConfigFile(configFile);
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
      new NormalModuleReplacementPlugin(
        /axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
        path.join(root, 'scripts/build/axios-fetch-adapter-unused.js'),
      ),
      new CopyWebpackPlugin({ patterns: [{ from: configFile, to: 'config.json' }] }),
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

export default (_env: unknown, argv: { mode?: string }) =>
  createWebpackConfig({ production: argv.mode !== 'development' });
