import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../start-test-server';

// Defect 7 of issue 25: /assets/*.js.map answered 200, handing anyone the app's whole source.
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'source-maps-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  await writeFile(path.join(dist, 'config.json'), JSON.stringify({ brandName: 'Built-in' }));
  await writeFile(path.join(dist, 'assets', 'app.0a1b.js'), 'console.log(1);\n');
  await writeFile(path.join(dist, 'assets', 'app.0a1b.js.map'), JSON.stringify({ version: 3, sources: ['app.ts'] }));
  // The build's precompressed copies of a map must stay hidden too.
  await writeFile(path.join(dist, 'assets', 'app.0a1b.js.map.gz'), 'not really gzip');
});

afterAll(() => rm(dist, { recursive: true, force: true }));

describe.each([
  ['unset', undefined, 404],
  ['on', true, 200],
])('with SOURCE_MAPS %s', (_setting, sourceMaps, mapStatus) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ staticDir: dist, ...(sourceMaps === undefined ? {} : { sourceMaps }) });
  });
  afterAll(() => server?.stop());

  it(`answers a bundle file 200 and its source map ${mapStatus}`, async () => {
    const script = await fetch(`${server.baseUrl}/assets/app.0a1b.js`);
    expect(script.status).toBe(200);
    // The build writes no map comment into its scripts: the header names the map where the host serves them.
    expect(script.headers.get('sourcemap')).toBe(sourceMaps === true ? 'app.0a1b.js.map' : null);
    for (const encoding of ['identity', 'gzip']) {
      const map = await fetch(`${server.baseUrl}/assets/app.0a1b.js.map`, { headers: { 'accept-encoding': encoding } });
      expect({ encoding, status: map.status }).toEqual({ encoding, status: mapStatus });
    }
  });
});
