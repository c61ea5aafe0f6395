import { existsSync, readdirSync } from 'node:fs';
import { defineConfig } from 'drizzle-kit';

// Paths are relative to the repository root, where `npm run db:generate` runs.
const server = './src/server';

/**
 * Each module keeps its tables in its own <module>/<module>-schema.ts, found here by that name so a new module's
 * tables reach the migrations without being listed; the kernel's users and sessions, which the session guard reads,
 * are the one exception.
 */
const moduleSchemas = readdirSync(server)
  .map((folder) => `${server}/${folder}/${folder}-schema.ts`)
  .filter((file) => existsSync(file));

export default defineConfig({
  dialect: 'postgresql',
  schema: [`${server}/shared/session/session-schema.ts`, ...moduleSchemas],
  out: './src/server/migrations',
});
