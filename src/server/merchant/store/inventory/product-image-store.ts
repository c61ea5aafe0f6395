import { access, readdir, rename, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { productImageIdPattern } from '@/contract/merchant/store-products.contract';
import type { Clock } from '../../../shared/clock';
import { sniffFileType, UploadStore } from '../../../partner-applications/index';

/** Where customers load a store's product pictures. */
export const productImagesPrefix = '/media/products';

export type StoredImage =
  | { readonly ok: true; readonly id: string; readonly url: string }
  | { readonly ok: false; readonly refusal: 'NOT_AN_IMAGE' };

const extensions = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;

/**
 * The stores' product pictures, one folder per store (by its row id) under the uploads folder. A picture is streamed to disk as it
 * arrives (the application forms' upload store), so an upload holds no request up, then kept only when its first
 * bytes are those of a PNG or a JPEG; its name is random, with the extension of what it really is.
 */
export class ProductImageStore {
  constructor(
    private readonly root: string,
    /** The server's clock: a picture's file is dated by it, so its age is judged on the same clock. */
    private readonly clock: Clock,
  ) {}

  private folderOf(companyId: number): UploadStore {
    return new UploadStore(path.join(this.root, String(companyId)));
  }

  async save(companyId: number, file: Readable): Promise<StoredImage> {
    const store = this.folderOf(companyId);
    const upload = await store.save(file);
    const type = sniffFileType(upload.head);
    if (type !== 'image/png' && type !== 'image/jpeg') {
      await store.remove([upload.storedName]);
      return { ok: false, refusal: 'NOT_AN_IMAGE' };
    }
    const id = `${upload.storedName}.${extensions[type]}`;
    await rename(store.pathOf(upload.storedName), store.pathOf(id));
    const now = new Date(this.clock());
    await utimes(store.pathOf(id), now, now);
    return { ok: true, id, url: this.urlOf(companyId, id) };
  }

  /** Removes a picture a refused upload left behind. */
  async remove(companyId: number, id: string): Promise<void> {
    await this.folderOf(companyId).remove([id]);
  }

  /** The customers' address of a picture of this store, when the store has it; null otherwise. */
  async urlIfStored(companyId: number, id: string): Promise<string | null> {
    const file = this.fileOf(companyId, id);
    if (file === null) return null;
    try {
      await access(file);
      return this.urlOf(companyId, id);
    } catch {
      return null;
    }
  }

  /** The file of a picture, or null for a name no upload could have made (nothing outside the store's folder). */
  fileOf(companyId: number, id: string): string | null {
    if (!productImageIdPattern.test(id) || !Number.isSafeInteger(companyId) || companyId < 1) return null;
    return this.folderOf(companyId).pathOf(id);
  }

  /** The stores that have a folder of pictures, by their row id. */
  async storeFolders(): Promise<number[]> {
    const entries = await readdir(this.root, { withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isDirectory() && /^[1-9][0-9]{0,9}$/.test(entry.name))
      .map((entry) => Number(entry.name));
  }

  /**
   * Every file of a store's folder with when it was last written: its pictures, and the random name of an upload
   * still arriving or left behind by one that never finished.
   */
  async filesOf(
    companyId: number,
  ): Promise<{ readonly name: string; readonly writtenAt: number; readonly size: number }[]> {
    const store = this.folderOf(companyId);
    const names = await readdir(store.dir).catch(() => []);
    const files = await Promise.all(
      names.map(async (name) => {
        const found = await stat(store.pathOf(name)).catch(() => null);
        return found?.isFile() ? { name, writtenAt: found.mtimeMs, size: found.size } : null;
      }),
    );
    return files.filter((file) => file !== null);
  }

  /** Removes a file of the store's folder by the name filesOf gave. */
  async removeFile(companyId: number, name: string): Promise<void> {
    await this.folderOf(companyId).remove([name]);
  }

  /** Where customers load a picture of this store (what a product keeps). */
  urlOf(companyId: number, id: string): string {
    return `${productImagesPrefix}/${companyId}/${id}`;
  }
}
