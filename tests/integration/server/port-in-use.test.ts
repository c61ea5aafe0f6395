import { access, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runTypeScript } from './run-typescript';
import { startTestServer, type TestServer } from './start-test-server';

const runMain = (env: NodeJS.ProcessEnv) => runTypeScript('src/server/main.ts', [], env);

let server: TestServer;
let scratch: string;

beforeAll(async () => {
  server = await startTestServer();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'storefront-port-'));
});

afterAll(async () => {
  await server?.stop();
  await rm(scratch, { recursive: true, force: true });
});

it('stops with exit code 1 and says what to do when the port is taken', async () => {
  const port = new URL(server.baseUrl).port;
  const dataDir = path.join(scratch, 'db');

  const { code, stderr } = await runMain({
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: scratch,
  });

  expect(code).toBe(1);
  expect(stderr).toContain(`Port ${port} is already in use. Stop the other program or start with PORT=<another port>.`);
  // The port is checked first, so a second start never opens (or creates) a database.
  await expect(access(dataDir)).rejects.toThrow();
});

it('stops with exit code 1 and names the variable when the configuration is invalid', async () => {
  const { code, stderr } = await runMain({ PORT: 'eighty' });

  expect(code).toBe(1);
  expect(stderr.trim()).toBe('Invalid configuration: PORT: must be an integer between 0 and 65535');
});
