import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../shared/clock';
import type { ProductImageStore } from './store/inventory/product-image-store';

/**
 * How long an uploaded picture may wait for its product. The product-add table uploads a picture when it is
 * chosen and names it only when the row is added, so a day leaves a staff member's unfinished table alone.
 */
export const unusedPictureGraceMs = 24 * 60 * 60 * 1000;

/** How often every store's folder is swept, besides at start and after each upload to a store. */
export const sweepEveryMs = 60 * 60 * 1000;

export interface UnusedPictureSweeperDeps {
  readonly images: Pick<ProductImageStore, 'storeFolders' | 'filesOf' | 'removeFile' | 'urlOf'>;
  /** The addresses of the pictures a store's products show. */
  readonly pictureUrlsOf: (companyId: number) => Promise<ReadonlySet<string>>;
  readonly clock: Clock;
  readonly graceMs?: number;
}

/**
 * Removes the pictures uploaded for a store that no product of it shows once they are older than the grace
 * period, and the files of uploads that never finished. A picture is judged by the date its file carries (the
 * server's clock when it was uploaded), so a fresh upload is never taken from under the table about to use it.
 */
export class UnusedPictureSweeper {
  private readonly graceMs: number;

  constructor(private readonly deps: UnusedPictureSweeperDeps) {
    this.graceMs = deps.graceMs ?? unusedPictureGraceMs;
  }

  /** Sweeps one store's folder; answers the names removed. */
  async sweepStore(companyId: number): Promise<string[]> {
    const writtenBefore = this.deps.clock() - this.graceMs;
    const old = (await this.deps.images.filesOf(companyId)).filter((file) => file.writtenAt < writtenBefore);
    if (old.length === 0) return [];
    // Read after the files were listed: a product added before this read keeps its picture.
    const used = await this.deps.pictureUrlsOf(companyId);
    const unused = old.filter((file) => !used.has(this.deps.images.urlOf(companyId, file.name)));
    await Promise.all(unused.map((file) => this.deps.images.removeFile(companyId, file.name)));
    return unused.map((file) => file.name);
  }

  /** Sweeps every store's folder; answers how many files were removed. */
  async sweepAll(): Promise<number> {
    let removed = 0;
    for (const companyId of await this.deps.images.storeFolders()) {
      removed += (await this.sweepStore(companyId)).length;
    }
    return removed;
  }
}

/**
 * Sweeps every store now and every sweepEveryMs, until the answer is called. A failure is logged and the next
 * round tries again; the timer does not keep the process alive.
 */
export function startSweepingUnusedPictures(sweeper: UnusedPictureSweeper, log: FastifyBaseLogger): () => void {
  const sweep = () => {
    sweeper.sweepAll().then(
      (removed) => {
        if (removed > 0) log.info(`Removed ${removed} product pictures no product used`);
      },
      (error: unknown) => log.error({ err: error }, 'Unused product pictures could not be removed'),
    );
  };
  sweep();
  const timer = setInterval(sweep, sweepEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
