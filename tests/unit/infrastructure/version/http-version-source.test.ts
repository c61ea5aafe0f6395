import { HttpClient } from '@/infrastructure/http/http-client';
import { HttpVersionSource } from '@/infrastructure/version/http-version-source';

describe('HttpVersionSource', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for meta.json with a new cache-buster on every request, even within one millisecond', async () => {
    const client = new HttpClient({ baseUrl: '' });
    const get = jest.spyOn(client, 'get').mockResolvedValue({ version: '2.1.0' } as never);
    const source = new HttpVersionSource(client, () => 1_781_000_000_000);
    await expect(source.latest()).resolves.toBe('2.1.0');
    await source.latest();
    expect(get.mock.calls.map(([path, params]) => [path, params])).toEqual([
      ['/meta.json', { t: '1781000000000-1' }],
      ['/meta.json', { t: '1781000000000-2' }],
    ]);
  });
});
