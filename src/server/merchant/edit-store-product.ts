import type { ProductImageStore } from './store/inventory/product-image-store';
import type { StoreProductRecord, StoreProductRepository } from './store/inventory/store-product-repository';
import type { StaffMember } from './store/staff-session-store';

/** The console's edit form as the staff member sent it; `image` is a newly uploaded picture's id, if any. */
export interface ProductDetailsAsTyped {
  readonly name: string;
  readonly category: string;
  readonly brand?: string | undefined;
  readonly description?: string | undefined;
  readonly sizes: readonly string[];
  readonly colors: readonly string[];
  readonly image?: string | undefined;
}

export type StoreProductEdit =
  | { readonly outcome: 'edited'; readonly record: StoreProductRecord }
  | { readonly outcome: 'not_found' }
  /** The picture is not (or no longer) stored, or a new category would pass the store's most. */
  | { readonly outcome: 'refused'; readonly reason: 'picture_missing' | 'categories_full' };

/**
 * Sets what the edit form holds on a product of the member's store. Texts are kept trimmed (a brand sent as
 * spaces as none); without a new picture the product keeps its own, and a new one must be stored for this store.
 * The picture is judged first, so a picture to upload again is said even of a product removed meanwhile.
 */
export async function editStoreProduct(
  inventory: {
    readonly products: Pick<StoreProductRepository, 'edit'>;
    readonly images: Pick<ProductImageStore, 'urlIfStored'>;
  },
  member: StaffMember,
  productQueryId: string,
  typed: ProductDetailsAsTyped,
): Promise<StoreProductEdit> {
  const pictureUrl =
    typed.image === undefined ? undefined : await inventory.images.urlIfStored(member.companyId, typed.image);
  if (pictureUrl === null) return { outcome: 'refused', reason: 'picture_missing' };
  const brand = typed.brand?.trim() ?? '';
  const outcome = await inventory.products.edit(
    { id: member.companyId, queryId: member.companyQueryId },
    productQueryId,
    {
      name: typed.name.trim(),
      categoryName: typed.category.trim(),
      brand: brand === '' ? null : brand,
      description: typed.description?.trim() ?? '',
      sizes: typed.sizes.map((size) => size.trim()),
      colors: typed.colors.map((colour) => colour.trim()),
      ...(pictureUrl === undefined ? {} : { pictureUrl }),
    },
  );
  if (outcome === null) return { outcome: 'not_found' };
  if (outcome === 'categories_full') return { outcome: 'refused', reason: 'categories_full' };
  return { outcome: 'edited', record: outcome };
}
