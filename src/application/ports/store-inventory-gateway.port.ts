import type { NewProduct } from '@/domain/merchant-console/inventory-input';
import type { ProductDetails } from '@/domain/merchant-console/product-details-input';
import type { ProductOptionList } from '@/domain/merchant-console/product-option-entry';
import type { StockAndPrice, StoreInventory, StoreProduct } from '@/domain/merchant-console/store-product';

/** The server's refusal of a field, in its own words, by the field's name in the form. */
export type FieldRefusals = Readonly<Record<string, string>>;

export type InventoryWriteAnswer =
  | { readonly ok: true; readonly product: StoreProduct }
  /** Refused for what was sent (400): the server's message per field, and its summary. */
  | { readonly ok: false; readonly message: string; readonly fields: FieldRefusals };

export type PictureUploadAnswer =
  | { readonly ok: true; readonly pictureId: string; readonly url: string }
  /** Refused (too large, not a picture) with the server's words. */
  | { readonly ok: false; readonly message: string };

export type OptionDeletionAnswer =
  | { readonly ok: true }
  /** Refused (products of the store use the entry) with the server's words, which name the entry and them. */
  | { readonly ok: false; readonly message: string };

/**
 * The merchant service's inventory calls, made as the kept staff session. Each method rejects with an AppError
 * when the service cannot be reached or fails; SESSION_EXPIRED when the staff session is no longer accepted.
 */
export interface StoreInventoryGateway {
  /** Every product of the staff member's store, and its categories. */
  storeInventory(): Promise<StoreInventory>;
  /** Sets a product's price, stock and availability; the server works the price after promotion out again. */
  changeProduct(productQueryId: string, change: StockAndPrice): Promise<InventoryWriteAnswer>;
  /** Adds a product to the store, with a picture uploaded before when there is one. */
  addProduct(product: NewProduct, pictureId: string | null): Promise<InventoryWriteAnswer>;
  /**
   * Sets a product's texts, category, sizes and colours, and its picture when a new one was uploaded (null keeps
   * the picture). Rejects with NOT_FOUND when the store has no such product any more.
   */
  editProduct(productQueryId: string, details: ProductDetails, pictureId: string | null): Promise<InventoryWriteAnswer>;
  /**
   * Removes a product from the store's menu: customers no longer see or buy it, its orders keep it. Rejects with
   * NOT_FOUND when the store has no such product any more.
   */
  removeProduct(productQueryId: string): Promise<void>;
  /** Uploads a product picture for the store; the server judges it again by its content and size. */
  uploadPicture(picture: Blob, fileName: string): Promise<PictureUploadAnswer>;
  /**
   * Deletes an entry of a dropdown of the product-add table from the store's list. The server refuses an entry a
   * product of the store uses; one the store does not hold is deleted already.
   */
  deleteOption(list: ProductOptionList, value: string): Promise<OptionDeletionAnswer>;
}
