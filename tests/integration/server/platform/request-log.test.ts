import type { ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { newSeededTestDataDir } from '../pglite-template';
import { spawnTypeScript } from '../run-typescript';

const token = '9d5e2c71-log-test-session-token';

interface RunningServer {
  baseUrl: string;
  output: () => string;
  child: ChildProcess;
}

/** The server exactly as `npm run serve` starts it, with its log on stdout. */
async function startMain(dataDir: string): Promise<RunningServer> {
  const child = spawnTypeScript('src/server/main.ts', [], {
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      STATIC_DIR: path.join(dataDir, 'no-build'),
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /Storefront running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.once('exit', (code) => reject(new Error(`The server exited with ${code}:\n${output}`)));
  });
  return { baseUrl, output: () => output, child };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

let dataDir: string;
let server: RunningServer;

beforeAll(async () => {
  // A folder as a first start leaves it: the log of requests is the matter here, not migrating and seeding.
  dataDir = await newSeededTestDataDir();
  server = await startMain(dataDir);
});

afterAll(async () => {
  if (server) await stop(server.child);
  await rm(dataDir, { recursive: true, force: true });
});

const requestLines = () =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; req?: { url: string }; res?: { statusCode: number } })
    .filter((line) => line.req !== undefined);

async function waitForLines(count: number): Promise<void> {
  for (let tries = 0; tries < 50 && requestLines().length < count; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('logs one line per request and never the session token, from the header or the query', async () => {
  const withToken = { 'x-p3-mwallet-session-token': token, authorization: `Bearer ${token}` };

  await fetch(`${server.baseUrl}/api/v1/products?organization_query_id=sataman-helmi`, { headers: withToken });
  // The event stream's way of sending the token, on a call that ends, so its line is written at once.
  await fetch(`${server.baseUrl}/api/v1/companies?x-p3-mwallet-session-token=${token}&x-udid=device-1_1`, {
    headers: withToken,
  });
  await waitForLines(2);

  expect(server.output()).not.toContain(token);
  expect(requestLines().map(({ msg, req, res }) => ({ msg, url: req?.url, status: res?.statusCode }))).toEqual([
    { msg: 'request completed', url: '/api/v1/products?organization_query_id=sataman-helmi', status: 200 },
    {
      msg: 'request completed',
      url: '/api/v1/companies?x-p3-mwallet-session-token=[redacted]&x-udid=device-1_1',
      status: 200,
    },
  ]);
});

// Defect 10 of issue 12: a token sent under a misspelt query parameter reached the log.
it('logs no token sent under a misspelt name or any name, and no query value of the event stream', async () => {
  const misspelt = 'Qm3xT8vK2pR9wL4nZ7cY1dF6gH0jB5sA8eU2iO7qW3k';
  const unnamed = '7f1c9a2e-5b3d-4e8f-a6c0-d2b4e9f1a3c5';
  const onTheStream = 'Lp4wN8qZ2xR6tV0yB3mK7cJ1dF5gH9sA4eU8iO2qW6r';
  const before = requestLines().length;

  await fetch(`${server.baseUrl}/api/v1/companies?x-p3-mwallet-sesion-tokn=${misspelt}`);
  await fetch(`${server.baseUrl}/api/v1/companies?t=${unnamed}`);
  // Refused at once (no such session), so its line is written without waiting for a stream to end.
  await fetch(`${server.baseUrl}/api/v1/user/sse?tkn=${onTheStream}&x-udid=device-2_1`);
  await waitForLines(before + 3);

  for (const secret of [misspelt, unnamed, onTheStream]) expect(server.output()).not.toContain(secret);
  expect(
    requestLines()
      .slice(before)
      .map(({ req }) => req?.url),
  ).toEqual([
    '/api/v1/companies?x-p3-mwallet-sesion-tokn=[redacted]',
    '/api/v1/companies?t=[redacted]',
    '/api/v1/user/sse?tkn=[redacted]&x-udid=[redacted]',
  ]);
});
