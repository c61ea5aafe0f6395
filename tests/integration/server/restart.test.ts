import { spawnSync } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { companiesResponseSchema } from '@/contract/catalogue/companies.contract';
import type { NewCompany } from '@/server/catalogue/store/company-repository';
import { seedStores } from '@/server/seed/seed-stores';
import { newSeededTestDataDir, newTestDataDir } from './pglite-template';
import { runTask } from './run-task';
import { startTestServer } from './start-test-server';

const extraStore: NewCompany = {
  ...seedStores[0]!,
  query_id: 'testikahvila',
  name: 'Testikahvila',
  address: { ...seedStores[0]!.address, query_id: 'addr-testikahvila' },
};

async function listAll(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/v1/companies?page_size=100`);
  return companiesResponseSchema.parse(await response.json());
}

let dataDir: string;

afterEach(() => rm(dataDir, { recursive: true, force: true }));

it('keeps the data of an existing folder across a restart and does not seed it again', async () => {
  // An empty folder: the first start migrates and seeds it, as a new installation's does.
  dataDir = await newTestDataDir();
  const first = await startTestServer({ dataDir });
  const seeded = (await listAll(first.baseUrl)).total_companies;
  await first.stop();

  const added = await runTask('tests/integration/server/tasks/add-stores.task.ts', [
    dataDir,
    JSON.stringify([extraStore]),
  ]);
  expect(added).toMatchObject({ code: 0, stderr: '' });

  const second = await startTestServer({ dataDir });
  const afterRestart = await listAll(second.baseUrl);
  await second.stop();

  expect(seeded).toBe(seedStores.length);
  expect(afterRestart.total_companies).toBe(seeded + 1);
  expect(afterRestart.industries.companies.map((c) => c.query_id)).toContain('testikahvila');
});

// The lock is what these two are about, not the first start: a folder as the first start leaves it (a copy of the
// seeded template) spares each a migration and seeding of its own.
it('refuses a second server on a data folder that is in use', async () => {
  dataDir = await newSeededTestDataDir();
  const running = await startTestServer({ dataDir });
  try {
    await expect(startTestServer({ dataDir })).rejects.toThrow(/in use by a running server/);
  } finally {
    await running.stop();
  }
});

it('takes over the lock of a server that stopped without cleaning up', async () => {
  dataDir = await newSeededTestDataDir();
  const gone = spawnSync(process.execPath, ['-e', '']).pid;
  await writeFile(path.join(dataDir, 'storefront-server.lock'), String(gone));

  const server = await startTestServer({ dataDir });
  const page = await listAll(server.baseUrl);
  await server.stop();

  expect(page.total_companies).toBe(seedStores.length);
});
