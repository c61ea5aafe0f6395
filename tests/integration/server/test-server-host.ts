import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawnTypeScript } from './run-typescript';
import { isRunning } from './process-alive';
import type { HostAnswer, HostRequest, HubQuestion, TestServerProcessOptions } from './test-server-host-protocol';

/**
 * The jest worker's server host: one process (processes/test-server-host.process.ts) that starts and stops the
 * worker's test servers, so the server's code is loaded once per host instead of once per suite. jest gives every
 * suite a fresh module registry, so the host is found through a file named after the worker's pid. A host serves
 * this many starts and is then retired, which bounds whatever one server could leave behind in it (a host stayed
 * near 540 MB through its starts). Loading a host costs about 3 s of CPU: with 10 starts a host, the integration
 * suites loaded about 50.
 */
const startsPerHost = 40;
const recordDir = path.join(os.tmpdir(), 'storefront-test-hosts');
const recordFile = path.join(recordDir, `${process.pid}.json`);

interface HostRecord {
  readonly pid: number;
  readonly controlPort: number;
  readonly starts: number;
}

export interface ServerHost {
  /** Starts a server and answers its port. */
  start(options: TestServerProcessOptions): Promise<number>;
  /** Starts a server as `npm run serve` would with these environment settings; answers its port. */
  serve(env: Record<string, string>): Promise<number>;
  stop(port: number): Promise<void>;
  /** Runs a task module (see HostTask) and answers its output. */
  run(file: string, args: readonly string[], env: Record<string, string>): Promise<string>;
  /** Asks a running server's event hub; answers the count asked for (0 for a publish). */
  hub(port: number, question: HubQuestion): Promise<number>;
}

function readRecord(): HostRecord | null {
  try {
    return JSON.parse(readFileSync(recordFile, 'utf8')) as HostRecord;
  } catch {
    return null;
  }
}

function writeRecord(record: HostRecord): void {
  mkdirSync(recordDir, { recursive: true });
  writeFileSync(recordFile, JSON.stringify(record));
}

/** One request to a host's control port; no keep-alive, so nothing holds the worker open. */
function ask(controlPort: number, question: HostRequest): Promise<HostAnswer> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify(question);
    const call = request(
      { host: '127.0.0.1', port: controlPort, method: 'POST', path: '/', agent: false },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          try {
            resolve(JSON.parse(text) as HostAnswer);
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

function spawnHost(): Promise<HostRecord> {
  const child = spawnTypeScript(
    'tests/integration/server/processes/test-server-host.process.ts',
    [String(process.pid)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.unref();
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = /^(\d+)\n/.exec(stdout);
      if (line === null || child.pid === undefined) return;
      // Its later output goes nowhere: the host's servers run without a logger.
      child.stdout?.removeAllListeners('data').resume();
      child.stderr?.removeAllListeners('data').resume();
      (child.stdout as { unref?: () => void } | null)?.unref?.();
      (child.stderr as { unref?: () => void } | null)?.unref?.();
      resolve({ pid: child.pid, controlPort: Number(line[1]), starts: 0 });
    });
    child.once('exit', (code) => reject(new Error(`The test server host exited with code ${code}.\n${stderr}`)));
  });
}

/** This worker's host, or a new one when there is none, it is gone, or it has served its starts. */
async function currentHost(): Promise<HostRecord> {
  const record = readRecord();
  if (record !== null && isRunning(record.pid)) {
    if (record.starts < startsPerHost) return record;
    await ask(record.controlPort, { kind: 'retire' }).catch(() => undefined);
  }
  const spawned = await spawnHost();
  writeRecord(spawned);
  return spawned;
}

function answered(answer: HostAnswer): HostAnswer {
  if ('error' in answer) throw new Error(answer.error);
  return answer;
}

export async function serverHost(): Promise<ServerHost> {
  const host = await currentHost();
  // A task counts as a start: it too may leave something behind in the host.
  const countStart = () => {
    const latest = readRecord();
    writeRecord({ ...host, starts: (latest?.pid === host.pid ? latest.starts : host.starts) + 1 });
  };
  return {
    start: async (options) => {
      countStart();
      const answer = answered(await ask(host.controlPort, { kind: 'start', options }));
      if (!('port' in answer)) throw new Error('The test server host answered no port');
      return answer.port;
    },
    serve: async (env) => {
      countStart();
      const answer = answered(await ask(host.controlPort, { kind: 'serve', env }));
      if (!('port' in answer)) throw new Error('The test server host answered no port');
      return answer.port;
    },
    stop: async (port) => {
      answered(await ask(host.controlPort, { kind: 'stop', port }));
    },
    run: async (file, args, env) => {
      countStart();
      const answer = answered(await ask(host.controlPort, { kind: 'run', file, args, env }));
      if (!('output' in answer)) throw new Error('The test server host answered no output');
      return answer.output;
    },
    hub: async (port, question) => {
      const answer = answered(await ask(host.controlPort, { kind: 'hub', port, question }));
      if (!('count' in answer)) throw new Error('The test server host answered no count');
      return answer.count;
    },
  };
}
