import type { ProductImageStore } from './store/inventory/product-image-store';
import type { StoreProductRecord, StoreProductRepository } from './store/inventory/store-product-repository';
import type { StaffMember } from './store/staff-session-store';

/** A row of the console's product-add table as the staff member typed it; `image` is an uploaded picture's id. */
export interface ProductAsTyped {
  readonly name: string;
  readonly category: string;
  readonly brand?: string | undefined;
  readonly color?: string | undefined;
  readonly size?: string | undefined;
  readonly cost: number;
  readonly description?: string | undefined;
  readonly image?: string | undefined;
}

/** Why a product was not added: its picture is not (or no longer) stored, or the store holds all it may. */
export type ProductAdditionRefusal = 'picture_missing' | 'products_full' | 'categories_full';

export type StoreProductAddition =
  | { readonly outcome: 'added'; readonly record: StoreProductRecord }
  | { readonly outcome: 'refused'; readonly reason: ProductAdditionRefusal };

/**
 * Adds a product to the member's store, selling at once with its stock not counted. Texts are kept trimmed, an
 * optional one sent as spaces as none; a picture must be one this store uploaded and still keeps (the sweeper
 * removes pictures no product took in time).
 */
export async function addStoreProduct(
  inventory: {
    readonly products: Pick<StoreProductRepository, 'add' | 'findOfStore'>;
    readonly images: Pick<ProductImageStore, 'urlIfStored'>;
  },
  member: StaffMember,
  typed: ProductAsTyped,
): Promise<StoreProductAddition> {
  const pictureUrl =
    typed.image === undefined ? null : await inventory.images.urlIfStored(member.companyId, typed.image);
  if (typed.image !== undefined && pictureUrl === null) return { outcome: 'refused', reason: 'picture_missing' };
  const addition = await inventory.products.add(
    { id: member.companyId, queryId: member.companyQueryId },
    {
      name: typed.name.trim(),
      categoryName: typed.category.trim(),
      brand: emptyAsNull(typed.brand),
      color: emptyAsNull(typed.color),
      size: emptyAsNull(typed.size),
      cost: typed.cost,
      description: typed.description?.trim() ?? '',
      pictureUrl,
    },
  );
  if (addition.outcome !== 'added') return { outcome: 'refused', reason: addition.outcome };
  const record = await inventory.products.findOfStore(member.companyId, addition.queryId);
  if (record === null) throw new Error('The added product was not found');
  return { outcome: 'added', record };
}

/** An optional text as kept: trimmed, and none when only spaces were sent. */
function emptyAsNull(text: string | undefined): string | null {
  const kept = text?.trim() ?? '';
  return kept === '' ? null : kept;
}
