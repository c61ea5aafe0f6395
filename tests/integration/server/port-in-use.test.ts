import { access, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { runTypeScript } from './run-typescript';

const runMain = (env: NodeJS.ProcessEnv) => runTypeScript('src/server/main.ts', [], env);

// Any program listening takes the port: a plain listener in this process does, where a test server cost a server
// start (its database copied and opened) for nothing the test reads from it.
let listener: Server;
let takenPort: number;
let scratch: string;

beforeAll(async () => {
  listener = createServer();
  takenPort = await new Promise<number>((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(0, '127.0.0.1', () => resolve((listener.address() as { port: number }).port));
  });
  scratch = await mkdtemp(path.join(os.tmpdir(), 'storefront-port-'));
});

afterAll(async () => {
  await new Promise((resolve) => (listener ? listener.close(resolve) : resolve(undefined)));
  await rm(scratch, { recursive: true, force: true });
});

it('stops with exit code 1 and says what to do when the port is taken', async () => {
  const port = String(takenPort);
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
