import { Readable } from 'node:stream';
import type { StoredImage } from '@/server/merchant/store/inventory/product-image-store';
import { uploadProductPicture, type ArrivingPicture } from '@/server/merchant/upload-product-picture';
import { member } from './order-in-memory';

const megabyte = 1024 * 1024;
const kept: StoredImage = { ok: true, id: 'pic_new.png', url: '/media/products/7/pic_new.png' };

/** A picture arriving, cut short at the parser's size limit when `truncated`. */
function arriving(truncated = false): ArrivingPicture {
  return Object.assign(Readable.from([Buffer.from('picture')]), { truncated });
}

/**
 * Store 7's picture folder in memory, already holding `heldBytes`, saving each picture as `saved` with its
 * `size`; it records what happened in order, and the sweep fails when `sweepFails`.
 */
function picturesInMemory(options: { heldBytes?: number; saved?: StoredImage; size?: number; sweepFails?: boolean }) {
  const happened: string[] = [];
  const files = [{ name: 'old.png', writtenAt: 0, size: options.heldBytes ?? 0 }];
  const inventory = {
    quotaBytes: 10 * megabyte,
    log: {
      error: (_fields: object, message: string) => {
        happened.push(`logged: ${message}`);
      },
    },
    sweeper: {
      sweepStore: (companyId: number) => {
        happened.push(`swept store ${companyId}`);
        return options.sweepFails ? Promise.reject(new Error('disk gone')) : Promise.resolve([]);
      },
    },
    images: {
      save: (companyId: number) => {
        happened.push(`saved in store ${companyId}`);
        const saved = options.saved ?? kept;
        if (saved.ok) files.push({ name: saved.id, writtenAt: 1, size: options.size ?? megabyte });
        return Promise.resolve(saved);
      },
      filesOf: (companyId: number) => Promise.resolve(companyId === 7 ? files : []),
      remove: (companyId: number, id: string) => {
        happened.push(`removed ${id} of store ${companyId}`);
        return Promise.resolve();
      },
    },
  };
  const receive = (file: ArrivingPicture) => () => {
    happened.push('received');
    return Promise.resolve(file);
  };
  return { inventory, happened, receive };
}

describe('uploadProductPicture', () => {
  it('keeps the picture in the member\u2019s store after sweeping its unused ones, before the body is read', async () => {
    const { inventory, happened, receive } = picturesInMemory({ heldBytes: 9 * megabyte });
    expect(await uploadProductPicture(inventory, member, receive(arriving()))).toEqual({
      outcome: 'uploaded',
      id: 'pic_new.png',
      url: '/media/products/7/pic_new.png',
    });
    expect(happened).toEqual(['swept store 7', 'received', 'saved in store 7']);
  });

  it('refuses a picture that takes the store over its quota as a value, and removes it', async () => {
    const { inventory, happened, receive } = picturesInMemory({ heldBytes: 9 * megabyte + 1 });
    expect(await uploadProductPicture(inventory, member, receive(arriving()))).toEqual({
      outcome: 'refused',
      reason: 'quota_full',
      quotaBytes: 10 * megabyte,
    });
    expect(happened).toContain('removed pic_new.png of store 7');
  });

  it('refuses a picture cut short at the size limit and removes what was kept of it', async () => {
    const { inventory, happened, receive } = picturesInMemory({});
    expect(await uploadProductPicture(inventory, member, receive(arriving(true)))).toEqual({
      outcome: 'refused',
      reason: 'too_large',
    });
    expect(happened).toContain('removed pic_new.png of store 7');
  });

  it('refuses a file that is not a PNG or a JPEG, which the folder did not keep', async () => {
    const { inventory, happened, receive } = picturesInMemory({ saved: { ok: false, refusal: 'NOT_AN_IMAGE' } });
    expect(await uploadProductPicture(inventory, member, receive(arriving()))).toEqual({
      outcome: 'refused',
      reason: 'not_png_or_jpeg',
    });
    expect(happened.filter((step) => step.startsWith('removed'))).toEqual([]);
  });

  it('logs a failed sweep and still keeps the picture', async () => {
    const { inventory, happened, receive } = picturesInMemory({ sweepFails: true });
    expect((await uploadProductPicture(inventory, member, receive(arriving()))).outcome).toBe('uploaded');
    expect(happened).toEqual([
      'swept store 7',
      'logged: Unused product pictures could not be removed',
      'received',
      'saved in store 7',
    ]);
  });
});
