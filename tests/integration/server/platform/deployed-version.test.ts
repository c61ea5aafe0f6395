import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { metaResponseSchema } from '@/contract/platform/meta.contract';
import packageJson from '../../../../package.json';
import { startTestServer, type TestServer } from '../start-test-server';

// Issue 29, part 4: the version a build deploys travels with it (meta.json beside index.html, written by the
// build), so a new build in STATIC_DIR is a new version to the app's check without a change to package.json.
let dist: string;
let server: TestServer | undefined;

beforeEach(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'deployed-version-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  await writeFile(path.join(dist, 'config.json'), JSON.stringify({ brandName: 'Built-in' }));
});

afterEach(async () => {
  await server?.stop();
  server = undefined;
  await rm(dist, { recursive: true, force: true });
});

async function deployedVersion(): Promise<string> {
  server = await startTestServer({ staticDir: dist });
  const response = await fetch(`${server.baseUrl}/meta.json?t=1`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  return metaResponseSchema.parse(await response.json()).version;
}

it("answers the version the served build names, not package.json's", async () => {
  await writeFile(path.join(dist, 'meta.json'), JSON.stringify({ version: '0.1.0-deploy-2' }));
  expect(await deployedVersion()).toBe('0.1.0-deploy-2');
});

it("answers package.json's version for a build that names none", async () => {
  expect(await deployedVersion()).toBe(packageJson.version);
});

it("answers package.json's version when the build's meta.json is not readable JSON", async () => {
  await writeFile(path.join(dist, 'meta.json'), '{ not json');
  expect(await deployedVersion()).toBe(packageJson.version);
});
