import type { Finished } from './run-typescript';
import { serverHost } from './test-server-host';

/**
 * Runs a task module of the repository (its default export: arguments in, text out; see HostTask) in this worker's
 * server host, answering as runTypeScript does for a process: code 0 and the output, or code 1 and the error.
 */
export async function runTask(
  file: string,
  args: readonly string[] = [],
  env: Record<string, string> = {},
): Promise<Finished> {
  const host = await serverHost();
  try {
    return { code: 0, stdout: await host.run(file, args, env), stderr: '' };
  } catch (error) {
    return { code: 1, stdout: '', stderr: error instanceof Error ? error.message : String(error) };
  }
}
