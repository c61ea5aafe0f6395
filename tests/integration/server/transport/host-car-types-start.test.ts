import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runTypeScript } from '../run-typescript';

let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'transport-host-start-'));
});

afterAll(() => rm(scratch, { recursive: true, force: true }));

it('stops the start with exit code 1, naming the file and the field, for a car type the server cannot price', async () => {
  const file = path.join(scratch, 'host.json');
  await writeFile(
    file,
    JSON.stringify({
      transportMode: true,
      transport: {
        carTypes: [{ value: 'van', title: 'Van', pictureUrl: null, fare: { startingPrice: -900, perKm: 160 } }],
      },
    }),
  );
  const dataDir = path.join(scratch, 'db');
  const { code, stderr } = await runTypeScript('src/server/main.ts', [], {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: scratch,
    STOREFRONT_CONFIG: file,
  });
  expect(code).toBe(1);
  expect(stderr).toContain(`Invalid configuration: ${file}: transport.carTypes.0.fare.startingPrice`);
  // Checked before the database opens, as the rest of the file is.
  await expect(access(dataDir)).rejects.toThrow();
});
