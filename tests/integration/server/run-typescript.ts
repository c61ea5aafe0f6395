import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../../..');

/** Starts a TypeScript file of the repository the way `npm run serve` does: Node with the ts-node register hook. */
export function spawnTypeScript(
  file: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; stdio: StdioOptions },
): ChildProcess {
  return spawn(process.execPath, ['-r', './scripts/register.js', file, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...options.env },
    stdio: options.stdio,
  });
}

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a TypeScript file to its end and collects what it printed. */
export function runTypeScript(file: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawnTypeScript(file, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
