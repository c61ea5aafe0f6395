import type { RealtimeEvent } from '@/contract/realtime/realtime-event.contract';
import type { TestServerOptions } from './start-test-server';

/** What startTestServer passes to the server host for one server: the test's settings and the folders it chose. */
export interface TestServerProcessOptions extends Omit<TestServerOptions, 'dataDir' | 'onPostgres'> {
  dataDir: string;
  /** Where uploads are written: the data folder's own. */
  uploadsDir: string;
  /** Remove dataDir if the test runner goes away without stopping this server. */
  removeDataDirIfOrphaned: boolean;
}

/** A request to the host's control port, in JSON. */
export type HostRequest =
  | { readonly kind: 'start'; readonly options: TestServerProcessOptions }
  /**
   * Start a server as `npm run serve` starts one from these environment settings (PORT, DATA_DIR, STATIC_DIR,
   * STOREFRONT_CONFIG…), on the port they name: a journey's own server, which keeps its port across restarts.
   */
  | { readonly kind: 'serve'; readonly env: Record<string, string> }
  | { readonly kind: 'stop'; readonly port: number }
  /**
   * Run a task module (a file of the repository whose default export takes the arguments and answers text) with
   * these settings in the environment.
   */
  | {
      readonly kind: 'run';
      readonly file: string;
      readonly args: readonly string[];
      readonly env: Record<string, string>;
    }
  /** Reach a running server's event hub, as the orders module does (publish) or its pruning does. */
  | { readonly kind: 'hub'; readonly port: number; readonly question: HubQuestion }
  /** Leave once no server is left, so the next start gets a fresh process. */
  | { readonly kind: 'retire' };

/** What a test asks a server's event hub: tests publish through the hub itself, so the server needs no route that does. */
export type HubQuestion =
  | { readonly publish: { readonly userQueryId: string; readonly event: RealtimeEvent } }
  | { readonly listenerCount: { readonly userQueryId?: string } }
  | { readonly pruneBefore: string };

export type HostAnswer =
  | { readonly port: number }
  | { readonly stopped: true }
  | { readonly output: string }
  | { readonly count: number }
  | { readonly error: string };

/** A task module's default export. */
export type HostTask = (args: readonly string[]) => Promise<string>;
