import { createServer, type StorefrontServer } from './app';
import { ConfigError, type ServerConfig } from './config/server-config';
import { serverSettingsFrom } from './server-settings';
import { DataDirInUseError } from './db/data-dir-lock';
import { ensurePortFree } from './port-check';

async function main(): Promise<void> {
  const { config, storefrontConfigFile } = serverSettingsFrom(process.env);
  // Before the database opens, so a second start on a taken port fails at once and leaves the data folder alone.
  await ensurePortFree(config.port, config.host);
  // Watched from the start, so a stop pressed while a first run is still creating the database
  // waits for it to finish instead of leaving a half-made data folder.
  let stopRequested = false;
  const stopSignal = new Promise<void>((resolve) => {
    const onSignal = () => {
      stopRequested = true;
      resolve();
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  });
  const server = await createServer({
    ...config,
    ...(storefrontConfigFile === undefined ? {} : { storefrontConfigFile }),
    logger: true,
  });
  void stopSignal.then(() => stop(server));
  if (!stopRequested) await listen(server, config);
}

async function listen(server: StorefrontServer, config: ServerConfig): Promise<void> {
  try {
    await server.app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await server.close();
    throw error;
  }
  const address = server.app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  console.log(`Storefront running at http://localhost:${port}`);
}

function stop(server: StorefrontServer): void {
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('Failed to stop cleanly:', error);
      process.exit(1);
    },
  );
}

function explain(error: unknown): string | undefined {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) return error.message;
  const { code, port } = error as { code?: unknown; port?: unknown };
  if (code === 'EADDRINUSE') {
    return `Port ${String(port)} is already in use. Stop the other program or start with PORT=<another port>.`;
  }
  return undefined;
}

main().catch((error: unknown) => {
  console.error(explain(error) ?? error);
  process.exit(1);
});
