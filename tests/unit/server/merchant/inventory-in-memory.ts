import type {
  NewStoreProduct,
  ProductAddition,
  ProductDetails,
  StoreProductRecord,
} from '@/server/merchant/store/inventory/store-product-repository';

/** Only the service's identity checks read it: the record stands for what the store answered. */
export const storedRecord = { product: { queryId: 'prod_new' } } as unknown as StoreProductRecord;

/**
 * Store 7's inventory in memory: it keeps the picture `pic_kept` only, answers additions and edits with `answer`
 * and records what it was asked to write.
 */
export function inventoryInMemory(
  answer: { add?: ProductAddition; edit?: StoreProductRecord | 'categories_full' | null } = {},
) {
  const added: NewStoreProduct[] = [];
  const edited: { productQueryId: string; details: ProductDetails }[] = [];
  const inventory = {
    images: {
      urlIfStored: (companyId: number, id: string) =>
        Promise.resolve(companyId === 7 && id === 'pic_kept' ? '/media/products/7/pic_kept.png' : null),
    },
    products: {
      add: (_company: { id: number; queryId: string }, product: NewStoreProduct) => {
        added.push(product);
        return Promise.resolve(answer.add ?? { outcome: 'added' as const, queryId: 'prod_new' });
      },
      findOfStore: (companyId: number, queryId: string) =>
        Promise.resolve(companyId === 7 && queryId === 'prod_new' ? storedRecord : null),
      edit: (_company: { id: number; queryId: string }, productQueryId: string, details: ProductDetails) => {
        edited.push({ productQueryId, details });
        return Promise.resolve(answer.edit === undefined ? storedRecord : answer.edit);
      },
    },
  };
  return { inventory, added, edited };
}
