import type { Readable } from 'node:stream';
import { overPictureQuota } from './picture-quota';
import type { ProductImageStore } from './store/inventory/product-image-store';
import type { StaffMember } from './store/staff-session-store';
import type { UnusedPictureSweeper } from './unused-picture-sweeper';

/** A picture's file as it arrives; `truncated` turns true when it ran past the parser's size limit. */
export type ArrivingPicture = Readable & { readonly truncated: boolean };

/** Beyond the size limit, not a PNG or a JPEG by its first bytes, or the store's pictures over its quota with it. */
export type PictureRefusal =
  | { readonly outcome: 'refused'; readonly reason: 'too_large' }
  | { readonly outcome: 'refused'; readonly reason: 'not_png_or_jpeg' }
  | { readonly outcome: 'refused'; readonly reason: 'quota_full'; readonly quotaBytes: number };

export type PictureUpload =
  { readonly outcome: 'uploaded'; readonly id: string; readonly url: string } | PictureRefusal;

/**
 * Keeps a product picture in the member's own store's folder, never another's. The store's pictures its tables left
 * unused past their grace period are cleared first, so they do not count toward its quota; a refused picture is
 * removed, so nothing refused counts either.
 *
 * The picture comes as `receive`, the route's reading of the multipart body, so the request and its stream stay in
 * the route and the service never needs them; the body is read only once the sweep is done, so a body refused for
 * having no file or another field still sweeps. Whatever `receive` throws is the route's to answer, as is an error
 * of the stream while the picture is saved.
 */
export async function uploadProductPicture(
  inventory: {
    readonly images: Pick<ProductImageStore, 'save' | 'remove' | 'filesOf'>;
    readonly sweeper: Pick<UnusedPictureSweeper, 'sweepStore'>;
    readonly quotaBytes: number;
    /** Where a failed sweep is told (the request's log). */
    readonly log: { error(fields: { readonly err: unknown }, message: string): void };
  },
  member: StaffMember,
  receive: () => Promise<ArrivingPicture>,
): Promise<PictureUpload> {
  await inventory.sweeper.sweepStore(member.companyId).catch((error: unknown) => {
    inventory.log.error({ err: error }, 'Unused product pictures could not be removed');
  });
  const file = await receive();
  const stored = await inventory.images.save(member.companyId, file);
  if (file.truncated) {
    if (stored.ok) await inventory.images.remove(member.companyId, stored.id);
    return { outcome: 'refused', reason: 'too_large' };
  }
  if (!stored.ok) return { outcome: 'refused', reason: 'not_png_or_jpeg' };
  let overQuota: boolean;
  try {
    // Judged with the new picture on disk, as its size is known only once it has arrived.
    overQuota = overPictureQuota(await inventory.images.filesOf(member.companyId), inventory.quotaBytes);
  } catch (error) {
    await inventory.images.remove(member.companyId, stored.id);
    throw error;
  }
  if (overQuota) {
    await inventory.images.remove(member.companyId, stored.id);
    return { outcome: 'refused', reason: 'quota_full', quotaBytes: inventory.quotaBytes };
  }
  return { outcome: 'uploaded', id: stored.id, url: stored.url };
}
