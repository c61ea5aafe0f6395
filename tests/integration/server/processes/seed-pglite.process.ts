import { createServer } from '@/server/app';

// Migrates and seeds a PGlite data folder as the server's first start does, then closes it, outside jest's
// module sandbox: the folder becomes the template every test server's database is copied from.
async function run(): Promise<void> {
  const server = await createServer({ dataDir: process.argv[2] ?? '', logger: false });
  await server.close();
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
