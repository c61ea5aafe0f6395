import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { precacheListOf } from '../../../scripts/build/precache-list';

let dist: string;

beforeEach(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'precache-list-'));
});

afterEach(async () => {
  await rm(dist, { recursive: true, force: true });
});

async function writeBuild(indexHtml: string): Promise<void> {
  await writeFile(path.join(dist, 'index.html'), indexHtml);
  await writeFile(
    path.join(dist, 'bundle-manifest.json'),
    JSON.stringify({
      entrypoints: { main: ['assets/main.aaaa.js'] },
      namedChunks: {
        start: ['assets/1.bbbb.js'],
        'page-store-listing': ['assets/2.cccc.js', 'assets/9.shared.js'],
        console: ['assets/3.dddd.js', 'assets/9.shared.js'],
        'console-pnl-chart': ['assets/4.eeee.js'],
        'prototype-designs': ['assets/5.ffff.js'],
      },
      gzipBytes: {},
    }),
  );
}

describe('precacheListOf', () => {
  it("lists the entry's and the shop's chunks once each, and index.html with its content's revision", async () => {
    await writeBuild('<html>one</html>');
    const list = precacheListOf(dist);
    expect(list.filter((entry) => entry.url !== '/index.html')).toEqual([
      { url: '/assets/1.bbbb.js', revision: null },
      { url: '/assets/2.cccc.js', revision: null },
      { url: '/assets/9.shared.js', revision: null },
      { url: '/assets/main.aaaa.js', revision: null },
    ]);
    expect(list[0]).toEqual({ url: '/index.html', revision: expect.stringMatching(/^[0-9a-f]{16}$/) });
  });

  it("gives index.html a new revision when a build changes it, so the worker's shell is the new one", async () => {
    await writeBuild('<html>one</html>');
    const first = precacheListOf(dist)[0]?.revision;
    await writeBuild('<html>two</html>');
    expect(precacheListOf(dist)[0]?.revision).not.toBe(first);
  });

  it("gives index.html a new revision for a new version of the same files, so each deploy's worker is new", async () => {
    await writeBuild('<html>one</html>');
    await writeFile(path.join(dist, 'meta.json'), JSON.stringify({ version: '1.0.0' }));
    const first = precacheListOf(dist)[0]?.revision;
    await writeFile(path.join(dist, 'meta.json'), JSON.stringify({ version: '1.0.1' }));
    expect(precacheListOf(dist)[0]?.revision).not.toBe(first);
  });

  it('is empty where no build was written (a development server keeps its files in memory)', () => {
    expect(precacheListOf(dist)).toEqual([]);
  });
});
