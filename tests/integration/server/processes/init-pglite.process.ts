import { PGlite } from '@electric-sql/pglite';

// Initialises an empty PGlite data folder (initdb), outside jest's module sandbox.
async function run(): Promise<void> {
  const db = await PGlite.create(process.argv[2]);
  await db.close();
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
