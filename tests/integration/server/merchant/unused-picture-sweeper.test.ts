import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ProductImageStore } from '@/server/merchant/store/inventory/product-image-store';
import { UnusedPictureSweeper, unusedPictureGraceMs } from '@/server/merchant/unused-picture-sweeper';

const now = Date.parse('2026-11-26T08:00:00Z');
const picture = (n: number) => `0000000${n}-0000-4000-8000-000000000000.png`;
/** The random name an upload has while it arrives, left behind by one that never finished. */
const unfinished = '0000000f-0000-4000-8000-000000000000';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'product-images-'));
});

afterEach(() => rm(root, { recursive: true, force: true }));

/** A file of a store's folder, written `ageMs` before now. */
async function fileAged(store: number, name: string, ageMs: number): Promise<void> {
  await mkdir(path.join(root, String(store)), { recursive: true });
  const file = path.join(root, String(store), name);
  await writeFile(file, 'x');
  const at = new Date(now - ageMs);
  await utimes(file, at, at);
}

const namesIn = (store: number) => readdir(path.join(root, String(store))).then((names) => names.sort());

function sweeperOver(used: Readonly<Record<number, string[]>>) {
  const images = new ProductImageStore(root, () => now);
  return new UnusedPictureSweeper({
    images,
    pictureUrlsOf: async (store) => new Set((used[store] ?? []).map((name) => images.urlOf(store, name))),
    clock: () => now,
  });
}

describe('UnusedPictureSweeper', () => {
  it('removes every store\u2019s pictures no product shows once past the grace period, and unfinished uploads', async () => {
    await fileAged(1, picture(1), unusedPictureGraceMs + 1);
    await fileAged(1, picture(2), unusedPictureGraceMs + 1);
    await fileAged(1, picture(3), unusedPictureGraceMs - 1);
    await fileAged(1, unfinished, unusedPictureGraceMs * 3);
    await fileAged(2, picture(1), unusedPictureGraceMs * 2);
    await fileAged(2, picture(4), unusedPictureGraceMs * 2);
    // Store 2 shows picture 4 only; store 1 shows picture 2, and its picture 1 is shown by store 2 alone.
    const sweeper = sweeperOver({ 1: [picture(2)], 2: [picture(4)] });

    expect(await sweeper.sweepAll()).toBe(3);
    expect(await namesIn(1)).toEqual([picture(2), picture(3)]);
    expect(await namesIn(2)).toEqual([picture(4)]);
  });

  it('sweeps one store alone, and does nothing where nothing is old', async () => {
    await fileAged(1, picture(1), unusedPictureGraceMs + 1);
    await fileAged(2, picture(1), unusedPictureGraceMs + 1);
    let asked = 0;
    const images = new ProductImageStore(root, () => now);
    const sweeper = new UnusedPictureSweeper({
      images,
      pictureUrlsOf: async () => {
        asked += 1;
        return new Set();
      },
      clock: () => now - unusedPictureGraceMs,
    });
    // A day earlier by the clock, nothing is past its grace yet, and the products are not even read.
    expect(await sweeper.sweepStore(1)).toEqual([]);
    expect(asked).toBe(0);

    expect(await sweeperOver({}).sweepStore(1)).toEqual([picture(1)]);
    expect(await namesIn(1)).toEqual([]);
    expect(await namesIn(2)).toEqual([picture(1)]);
  });

  it('finds nothing to do before any picture was uploaded', async () => {
    const sweeper = new UnusedPictureSweeper({
      images: new ProductImageStore(path.join(root, 'none-yet'), () => now),
      pictureUrlsOf: async () => new Set(),
      clock: () => now,
    });
    expect(await sweeper.sweepAll()).toBe(0);
  });
});
