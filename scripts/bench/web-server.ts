import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');
/** Where `npm run build` writes the app, and what `npm start` serves. */
export const distDir = path.join(repoRoot, 'dist');

export interface ProductServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** `npm run build`, as `npm start` runs it first: the figures are those of the production bundle. */
export async function buildProduct(): Promise<void> {
  const child = spawn('npm', ['run', 'build', '--silent'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`npm run build exited with code ${code}`);
}

/**
 * The product as `npm start` serves it after building: `src/server/main.ts` in its own process, serving dist/
 * and the API, on a free loopback port and a fresh data folder (so the seed is fresh), removed on stop. `extraEnv`
 * adds to its environment (an example host's STOREFRONT_CONFIG, say).
 */
export async function startProductServer(extraEnv: Readonly<Record<string, string>> = {}): Promise<ProductServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-web-data-'));
  const port = await freeLoopbackPort();
  const child = spawn(process.execPath, ['-r', './scripts/register.js', 'src/server/main.ts'], {
    cwd: repoRoot,
    // HOST keeps every byte on loopback; DATABASE_URL is cleared so a developer's PostgreSQL is never used.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: distDir,
      DATABASE_URL: '',
      ...extraEnv,
    },
    // The request log is read only to learn that the server listens; the rest is dropped.
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    await stopProcess(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await listening(child);
    return { baseUrl: `http://127.0.0.1:${port}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A port the kernel just handed out and took back; the server asks for it a moment later. */
function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves on main.ts's "Storefront running at" line, the moment `npm start` tells a person to open the page. */
function listening(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let unread = '';
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      unread = (unread + chunk).slice(-4096);
      if (unread.includes('Storefront running at')) {
        unread = '';
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`The server exited with code ${code} before listening`)));
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
