import path from 'node:path';

/** The SQL written by drizzle-kit (`npm run db:generate`); both drivers apply the same files. */
export const migrationsFolder = path.resolve(__dirname, '../migrations');
