import { hashServerCode, serverCodeHashVariable } from '../../integration/server/server-code-hash';

/**
 * jest's global setup for the projects that start test servers: hashes the server's code once for the run, before
 * the workers start (they inherit the environment), instead of once in each test file. It runs again on every run
 * of watch mode, so an edit of the server between runs still gets a template of its own.
 */
export default function hashServerCodeOnce(): void {
  process.env[serverCodeHashVariable] = hashServerCode();
}
