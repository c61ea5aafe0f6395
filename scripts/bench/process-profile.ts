import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

/**
 * What one bench process spent over the measured window only: its CPU time (user + system), and, when asked, a CPU
 * profile of that window. `node --cpu-prof` would profile the whole life of the process, where opening thousands of
 * connections and starting the server outweigh the few seconds being measured.
 */
export class ProcessProfile {
  private cpuAtStart: NodeJS.CpuUsage | undefined;
  private session: Session | undefined;

  /** profileDir: where stop() writes `<name>.cpuprofile`; undefined for the CPU time alone. */
  constructor(
    private readonly name: string,
    private readonly profileDir: string | undefined,
  ) {}

  async start(): Promise<void> {
    if (this.profileDir !== undefined) {
      this.session = new Session();
      this.session.connect();
      await this.session.post('Profiler.enable');
      await this.session.post('Profiler.start');
    }
    this.cpuAtStart = process.cpuUsage();
  }

  /** Answers the CPU milliseconds since start(), writing the profile first when one runs. */
  async stop(): Promise<number> {
    const spent = process.cpuUsage(this.cpuAtStart);
    const session = this.session;
    if (session !== undefined && this.profileDir !== undefined) {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      this.session = undefined;
      await writeFile(path.join(this.profileDir, `${this.name}.cpuprofile`), JSON.stringify(profile));
    }
    return (spent.user + spent.system) / 1000;
  }
}
