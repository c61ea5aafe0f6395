import { createServer } from '@/server/app';

// Migrates and seeds a PostgreSQL database as the server's first start does, then closes it, outside jest's
// module sandbox: the database becomes the template every PostgreSQL test server's database is copied from.
async function run(): Promise<void> {
  const server = await createServer({
    databaseUrl: process.argv[2] ?? '',
    dataDir: process.argv[3] ?? '',
    logger: false,
  });
  await server.close();
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
