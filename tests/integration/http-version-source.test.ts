import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HttpClient } from '@/infrastructure/http/http-client';
import { HttpVersionSource } from '@/infrastructure/version/http-version-source';
import { startTestServer, type TestServer } from './server/start-test-server';

const packageVersion = (
  JSON.parse(readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as { version: string }
).version;

describe('HttpVersionSource against the reference server', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server.stop();
  });

  it('reads the deployed version from meta.json', async () => {
    const source = new HttpVersionSource(new HttpClient({ baseUrl: server.baseUrl }));
    expect(await source.latest()).toBe(packageVersion);
  });

  it('rejects with an AppError when nothing answers', async () => {
    const source = new HttpVersionSource(new HttpClient({ baseUrl: 'http://127.0.0.1:9' }));
    await expect(source.latest()).rejects.toMatchObject({ code: expect.any(String) });
  });
});
