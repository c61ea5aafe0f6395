import { isAppError } from '@/application/errors/app-error';
import type {
  FieldRefusals,
  InventoryWriteAnswer,
  OptionDeletionAnswer,
  PictureUploadAnswer,
  StoreInventoryGateway,
} from '@/application/ports/store-inventory-gateway.port';
import { errorBodySchema } from '@/contract/common/error.contract';
import {
  productImageResponseSchema,
  productOptionDeletedSchema,
  storeProductPaths,
  storeProductRemovedSchema,
  storeProductResponseSchema,
  storeProductsResponseSchema,
} from '@/contract/merchant/store-products.contract';
import type { ProductDetails } from '@/domain/merchant-console/product-details-input';
import type { NewProduct } from '@/domain/merchant-console/inventory-input';
import type { ProductOptionList } from '@/domain/merchant-console/product-option-entry';
import type { StockAndPrice, StoreInventory } from '@/domain/merchant-console/store-product';
import type { HttpClient } from '../http/http-client';
import { errorBodyOf } from '../http/request-error';
import { storeProductOf } from './store-product-of';

/** The contract's field names as the console's forms name them. */
const formFieldOf: Readonly<Record<string, string>> = {
  cost: 'price',
  product_available_quantity: 'stock',
  unlimited: 'unlimited',
  unlimited_out_of_stock: 'offSale',
  name: 'name',
  category: 'category',
  brand: 'brand',
  color: 'color',
  size: 'size',
  description: 'description',
  sizes: 'sizes',
  colors: 'colors',
  image: 'picture',
};

/** A picture too large (413) or not a picture (415) is an answer the staff can act on. */
const pictureRefusals = [413, 415];

/** The merchant service's inventory calls (the console's merchant client, which names the staff caller). */
export class HttpStoreInventory implements StoreInventoryGateway {
  /**
   * The request layer cancels an older request to the same address when a newer one starts (the spec's rule for
   * repeated reads). Two rows of the product-add table post to the same address, so their posts go one after the
   * other: a row sent while another is on its way must not cancel it after the server may have stored it.
   */
  private posts: Promise<unknown> = Promise.resolve();

  constructor(private readonly merchantV1: HttpClient) {}

  private oneAtATime<T>(post: () => Promise<T>): Promise<T> {
    const turn = this.posts.then(post, post);
    this.posts = turn.catch(() => undefined);
    return turn;
  }

  async storeInventory(): Promise<StoreInventory> {
    const answer = await this.merchantV1.get(storeProductPaths.products, {}, storeProductsResponseSchema);
    return {
      products: answer.products.map(storeProductOf),
      categories: answer.categories.map((category) => category.name),
    };
  }

  changeProduct(productQueryId: string, change: StockAndPrice): Promise<InventoryWriteAnswer> {
    return this.write(() =>
      this.merchantV1.put(
        storeProductPaths.product(productQueryId),
        {
          cost: change.price,
          product_available_quantity: change.stock,
          unlimited: change.unlimited,
          unlimited_out_of_stock: change.offSale,
        },
        storeProductResponseSchema,
      ),
    );
  }

  addProduct(product: NewProduct, pictureId: string | null): Promise<InventoryWriteAnswer> {
    return this.oneAtATime(() =>
      this.write(() =>
        this.merchantV1.post(
          storeProductPaths.products,
          {
            name: product.name,
            category: product.category,
            cost: product.price,
            description: product.description,
            ...(product.brand === null ? {} : { brand: product.brand }),
            ...(product.color === null ? {} : { color: product.color }),
            ...(product.size === null ? {} : { size: product.size }),
            ...(pictureId === null ? {} : { image: pictureId }),
          },
          storeProductResponseSchema,
        ),
      ),
    );
  }

  editProduct(
    productQueryId: string,
    details: ProductDetails,
    pictureId: string | null,
  ): Promise<InventoryWriteAnswer> {
    return this.write(() =>
      this.merchantV1.put(
        storeProductPaths.productDetails(productQueryId),
        {
          name: details.name,
          category: details.category,
          description: details.description,
          sizes: [...details.sizes],
          colors: [...details.colors],
          ...(details.brand === null ? {} : { brand: details.brand }),
          ...(pictureId === null ? {} : { image: pictureId }),
        },
        storeProductResponseSchema,
      ),
    );
  }

  async removeProduct(productQueryId: string): Promise<void> {
    await this.merchantV1.delete(storeProductPaths.product(productQueryId), undefined, storeProductRemovedSchema);
  }

  uploadPicture(picture: Blob, fileName: string): Promise<PictureUploadAnswer> {
    return this.oneAtATime(() => this.sendPicture(picture, fileName));
  }

  async deleteOption(list: ProductOptionList, value: string): Promise<OptionDeletionAnswer> {
    try {
      await this.merchantV1.delete(storeProductPaths.option(list, value), undefined, productOptionDeletedSchema);
      return { ok: true };
    } catch (error) {
      if (!isAppError(error) || error.code !== 'BAD_REQUEST') throw error;
      const refusal = refusalOf(error);
      return { ok: false, message: refusal.fields.value ?? refusal.message };
    }
  }

  private async sendPicture(picture: Blob, fileName: string): Promise<PictureUploadAnswer> {
    const form = new FormData();
    form.append('image', picture, fileName);
    try {
      const answer = await this.merchantV1.post(storeProductPaths.images, form, productImageResponseSchema, {
        ownStatuses: pictureRefusals,
      });
      return { ok: true, pictureId: answer.image.id, url: answer.image.url };
    } catch (error) {
      if (isAppError(error) && error.status !== undefined && [400, ...pictureRefusals].includes(error.status)) {
        return { ok: false, message: refusalOf(error).message };
      }
      throw error;
    }
  }

  private async write(call: () => Promise<{ product: Parameters<typeof storeProductOf>[0] }>) {
    try {
      const answer = await call();
      return { ok: true, product: storeProductOf(answer.product) } as const;
    } catch (error) {
      if (isAppError(error) && error.code === 'BAD_REQUEST') return { ok: false, ...refusalOf(error) } as const;
      throw error;
    }
  }
}

/** The server's message and its words per field, renamed to the form's fields. */
function refusalOf(error: { message: string }): { message: string; fields: FieldRefusals } {
  const body = errorBodySchema.safeParse(errorBodyOf(error));
  if (!body.success) return { message: error.message, fields: {} };
  const fields: Record<string, string> = {};
  for (const detail of body.data.error.details ?? []) {
    // A list's entry is named by its place (sizes.3); the form shows it beside the list.
    const named = detail.field.split('.')[0] ?? detail.field;
    const field = formFieldOf[named] ?? named;
    fields[field] ??= detail.message;
  }
  return { message: body.data.error.message, fields };
}
