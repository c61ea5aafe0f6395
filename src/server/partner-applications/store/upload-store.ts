import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** What a saved upload is: its name in the folder, its size and its first bytes (enough to tell its type). */
export interface SavedUpload {
  readonly storedName: string;
  readonly size: number;
  readonly head: Buffer;
}

/** The first bytes kept of each upload: the longest file signature the forms accept is 8 bytes. */
const headBytes = 16;

/**
 * The folder the application forms' files are streamed to, a chunk at a time as they arrive: the request
 * never holds a whole file, and the database keeps only a row naming it. Names are random, never the
 * applicant's, so no upload can choose where it lands.
 */
export class UploadStore {
  constructor(readonly dir: string) {}

  async save(file: Readable): Promise<SavedUpload> {
    await mkdir(this.dir, { recursive: true });
    const storedName = randomUUID();
    let size = 0;
    let head = Buffer.alloc(0);
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (head.length < headBytes) head = Buffer.concat([head, chunk.subarray(0, headBytes - head.length)]);
        done(null, chunk);
      },
    });
    try {
      await pipeline(file, measure, createWriteStream(this.pathOf(storedName), { flags: 'wx' }));
    } catch (error) {
      await this.remove([storedName]);
      throw error;
    }
    return { storedName, size, head };
  }

  pathOf(storedName: string): string {
    return path.join(this.dir, storedName);
  }

  /** Removes uploads a refused or failed form left behind. */
  async remove(storedNames: readonly string[]): Promise<void> {
    await Promise.all(storedNames.map((name) => rm(this.pathOf(name), { force: true })));
  }
}
