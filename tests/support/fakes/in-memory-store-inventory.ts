import type { AppError } from '@/application/errors/app-error';
import type {
  FieldRefusals,
  InventoryWriteAnswer,
  OptionDeletionAnswer,
  PictureUploadAnswer,
  StoreInventoryGateway,
} from '@/application/ports/store-inventory-gateway.port';
import type { NewProduct } from '@/domain/merchant-console/inventory-input';
import type { ProductDetails } from '@/domain/merchant-console/product-details-input';
import { sameOptionEntry, type ProductOptionList } from '@/domain/merchant-console/product-option-entry';
import type { StockAndPrice, StoreInventory, StoreProduct } from '@/domain/merchant-console/store-product';
import { priceAfterPromotion } from '@/domain/pricing/promotion';

/** A product of the store, unlimited and on sale unless said otherwise. */
export function storeProduct(overrides: Partial<StoreProduct> & { queryId: string }): StoreProduct {
  const price = overrides.price ?? 1290;
  return {
    name: 'Lohikeitto',
    description: '',
    categoryName: 'Soups',
    brand: null,
    price,
    priceAfterPromotion: priceAfterPromotion(price, overrides.promotion ?? null),
    currency: 'EUR',
    promotion: null,
    stock: 0,
    unlimited: true,
    offSale: false,
    sizes: [],
    colors: [],
    pictureUrl: null,
    ...overrides,
  };
}

/**
 * The merchant service's inventory in memory: one store's products changed and added as the server does, the
 * calls made, and a way to refuse the next write with the server's words or to fail every call.
 */
export class InMemoryStoreInventory implements StoreInventoryGateway {
  products: StoreProduct[] = [];
  categories: string[] = ['Soups', 'Drinks'];
  readonly changes: { productQueryId: string; change: StockAndPrice }[] = [];
  readonly added: { product: NewProduct; pictureId: string | null }[] = [];
  readonly uploads: string[] = [];
  readonly deletedOptions: { list: ProductOptionList; value: string }[] = [];
  readonly edits: { productQueryId: string; details: ProductDetails; pictureId: string | null }[] = [];
  readonly removed: string[] = [];
  /** Every call fails with this while set. */
  failure: AppError | null = null;
  /** The next write is refused with these words. */
  refuseNext: { message: string; fields: FieldRefusals } | null = null;

  constructor(...products: StoreProduct[]) {
    this.products = products;
  }

  async storeInventory(): Promise<StoreInventory> {
    this.failIfSet();
    return { products: [...this.products], categories: [...this.categories] };
  }

  async changeProduct(productQueryId: string, change: StockAndPrice): Promise<InventoryWriteAnswer> {
    this.failIfSet();
    const refused = this.refusal();
    if (refused) return refused;
    const known = this.products.find((product) => product.queryId === productQueryId);
    if (!known) throw { code: 'NOT_FOUND', message: 'Not found' } satisfies AppError;
    this.changes.push({ productQueryId, change });
    const product: StoreProduct = {
      ...known,
      ...change,
      priceAfterPromotion: priceAfterPromotion(change.price, known.promotion),
    };
    this.products = this.products.map((each) => (each.queryId === productQueryId ? product : each));
    return { ok: true, product };
  }

  async addProduct(product: NewProduct, pictureId: string | null): Promise<InventoryWriteAnswer> {
    this.failIfSet();
    const refused = this.refusal();
    if (refused) return refused;
    this.added.push({ product, pictureId });
    const stored = storeProduct({
      queryId: `added-${this.added.length}`,
      name: product.name,
      description: product.description,
      categoryName: product.category,
      brand: product.brand,
      price: product.price,
      sizes: product.size === null ? [] : [product.size],
      colors: product.color === null ? [] : [product.color],
      pictureUrl: pictureId === null ? null : `/media/products/1/${pictureId}`,
    });
    this.products.push(stored);
    if (!this.categories.includes(product.category)) this.categories.push(product.category);
    return { ok: true, product: stored };
  }

  async editProduct(
    productQueryId: string,
    details: ProductDetails,
    pictureId: string | null,
  ): Promise<InventoryWriteAnswer> {
    this.failIfSet();
    const refused = this.refusal();
    if (refused !== null) return refused;
    const known = this.productOrNotFound(productQueryId);
    this.edits.push({ productQueryId, details, pictureId });
    const stored = {
      ...known,
      name: details.name,
      categoryName: details.category,
      brand: details.brand,
      description: details.description,
      sizes: details.sizes,
      colors: details.colors,
      pictureUrl: pictureId === null ? known.pictureUrl : `/media/products/1/${pictureId}`,
    };
    this.products = this.products.map((product) => (product.queryId === productQueryId ? stored : product));
    return { ok: true, product: stored };
  }

  async removeProduct(productQueryId: string): Promise<void> {
    this.failIfSet();
    this.productOrNotFound(productQueryId);
    this.removed.push(productQueryId);
    this.products = this.products.filter((product) => product.queryId !== productQueryId);
  }

  private productOrNotFound(productQueryId: string): StoreProduct {
    const known = this.products.find((product) => product.queryId === productQueryId);
    if (known === undefined) throw { code: 'NOT_FOUND', message: 'No product', status: 404 } satisfies AppError;
    return known;
  }

  async uploadPicture(_picture: Blob, fileName: string): Promise<PictureUploadAnswer> {
    this.failIfSet();
    this.uploads.push(fileName);
    const id = `00000000-0000-4000-8000-00000000000${this.uploads.length}.png`;
    return { ok: true, pictureId: id, url: `/media/products/1/${id}` };
  }

  /** As the server: an entry a product uses is refused naming them; a category no product is in leaves the list. */
  async deleteOption(list: ProductOptionList, value: string): Promise<OptionDeletionAnswer> {
    this.failIfSet();
    const entriesOf = (product: StoreProduct): readonly (string | null)[] =>
      list === 'category' ? [product.categoryName] : list === 'brand' ? [product.brand] : product.sizes;
    const usedBy = this.products.filter((product) =>
      entriesOf(product).some((entry) => entry !== null && sameOptionEntry(entry, value)),
    );
    if (usedBy.length > 0) {
      return {
        ok: false,
        message: `\u201c${value}\u201d is used by ${usedBy.length} product(s) (${usedBy.map((p) => p.name).join(', ')})`,
      };
    }
    this.deletedOptions.push({ list, value });
    if (list === 'category') this.categories = this.categories.filter((name) => !sameOptionEntry(name, value));
    return { ok: true };
  }

  private refusal(): InventoryWriteAnswer | null {
    const refused = this.refuseNext;
    this.refuseNext = null;
    return refused === null ? null : { ok: false, ...refused };
  }

  private failIfSet(): void {
    if (this.failure !== null) throw this.failure;
  }
}
