import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { createServer } from '../src/server/app';
import { parseServerConfig } from '../src/server/config/server-config';
import { createWebpackConfig } from '../webpack.config';

/**
 * `npm run dev`: the API server on PORT + 1 and webpack's dev server with hot reload on PORT,
 * which proxies the API, so the browser sees one origin as with `npm start`.
 */
async function main(): Promise<void> {
  const settings = parseServerConfig(process.env);
  const apiPort = settings.port + 1;
  const api = await createServer({ ...settings, logger: false });
  await api.app.listen({ port: apiPort, host: '127.0.0.1' });

  const config = createWebpackConfig({ production: false, apiTarget: `http://127.0.0.1:${apiPort}` });
  const devServer = new WebpackDevServer(
    { ...config.devServer, port: settings.port, host: settings.host },
    webpack(config),
  );
  await devServer.start();
  console.log(`Storefront (dev, hot reload) at http://localhost:${settings.port}; API on port ${apiPort}`);

  const stop = () => void Promise.all([devServer.stop(), api.close()]).then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
