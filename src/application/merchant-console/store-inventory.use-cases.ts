import { checkPhoto } from '@/domain/catalogue/photo-format';
import {
  readProductRow,
  readStockAndPrice,
  type ProductRowInput,
  type ProductRowProblems,
  type StockAndPriceInput,
  type StockAndPriceProblems,
} from '@/domain/merchant-console/inventory-input';
import {
  readProductDetails,
  type ProductDetailsInput,
  type ProductDetailsProblems,
} from '@/domain/merchant-console/product-details-input';
import {
  readOptionEntry,
  type OptionEntryReading,
  type ProductOptionList,
} from '@/domain/merchant-console/product-option-entry';
import type { StoreInventory } from '@/domain/merchant-console/store-product';
import type {
  InventoryWriteAnswer,
  OptionDeletionAnswer,
  PictureUploadAnswer,
  StoreInventoryGateway,
} from '../ports/store-inventory-gateway.port';

/** The largest product picture the server takes. */
export const maxPictureBytes = 5 * 1024 * 1024;

/** The store's products and categories. @throws AppError */
export type ListStoreInventory = () => Promise<StoreInventory>;

export type InventoryWriteOutcome =
  | InventoryWriteAnswer
  /** Not sent: what the form shows beside the fields. */
  | { readonly ok: false; readonly problems: StockAndPriceProblems | ProductRowProblems };

/**
 * The staff set a product's price, stock and availability. The form is read by the domain's rule first; only a
 * valid change is sent, and a refusal comes back with the server's words per field.
 * @throws AppError when the service cannot be reached or fails.
 */
export type ChangeStoreProduct = (
  productQueryId: string,
  input: StockAndPriceInput,
  lastCount: number,
) => Promise<InventoryWriteOutcome>;

/** The staff add a product from a row of the product-add table, with its uploaded picture if any. @throws AppError */
export type AddStoreProduct = (row: ProductRowInput, pictureId: string | null) => Promise<InventoryWriteOutcome>;

export type ProductEditOutcome =
  | InventoryWriteAnswer
  /** Not sent: what the form shows beside the fields. */
  | { readonly ok: false; readonly problems: ProductDetailsProblems };

/**
 * The staff edit a product's texts, category, sizes, colours and picture: the form is read by the product-add
 * table's rules first, and only a valid one is sent. @throws AppError when the service cannot be reached or fails.
 */
export type EditStoreProduct = (
  productQueryId: string,
  input: ProductDetailsInput,
  pictureId: string | null,
) => Promise<ProductEditOutcome>;

/** The staff remove a product from the store's menu (after confirming); its orders keep it. @throws AppError */
export type RemoveStoreProduct = (productQueryId: string) => Promise<void>;

/** A picture the staff chose: its size, its first bytes (to judge what it really is) and the file itself. */
export interface ChosenPicture {
  readonly size: number;
  readonly leadingBytes: Uint8Array;
  readonly content: Blob;
  readonly fileName: string;
}

export type PictureUploadOutcome =
  | PictureUploadAnswer
  /** Not sent: not a PNG or JPEG by its content, or larger than 5 MB. */
  | { readonly ok: false; readonly refusal: 'NOT_JPEG_OR_PNG' | 'TOO_LARGE' };

/** Uploads a product picture once it is judged a PNG or JPEG of at most 5 MB. @throws AppError */
export type UploadProductPicture = (picture: ChosenPicture) => Promise<PictureUploadOutcome>;

export type OptionDeletionOutcome =
  | OptionDeletionAnswer
  /** Not sent: an empty or too long entry. */
  | Extract<OptionEntryReading, { ok: false }>;

/**
 * The staff delete an entry of a dropdown of the product-add table: the entry is read by the domain's rule, then
 * the server takes it off the store's list or refuses it, in its own words, while a product uses it.
 * @throws AppError when the service cannot be reached or fails.
 */
export type DeleteProductOption = (list: ProductOptionList, value: string) => Promise<OptionDeletionOutcome>;

/** The console's inventory: the store's products, their edits, and the product-add table. */
export interface StoreInventoryFeature {
  readonly listStoreInventory: ListStoreInventory;
  readonly changeStoreProduct: ChangeStoreProduct;
  readonly addStoreProduct: AddStoreProduct;
  readonly editStoreProduct: EditStoreProduct;
  readonly removeStoreProduct: RemoveStoreProduct;
  readonly uploadProductPicture: UploadProductPicture;
  readonly deleteProductOption: DeleteProductOption;
}

export function createStoreInventoryUseCases(deps: { inventory: StoreInventoryGateway }): StoreInventoryFeature {
  const { inventory } = deps;
  return {
    listStoreInventory: () => inventory.storeInventory(),
    changeStoreProduct: async (productQueryId, input, lastCount) => {
      const reading = readStockAndPrice(input, lastCount);
      if (!reading.ok) return reading;
      return inventory.changeProduct(productQueryId, reading.change);
    },
    addStoreProduct: async (row, pictureId) => {
      const reading = readProductRow(row);
      if (!reading.ok) return reading;
      return inventory.addProduct(reading.product, pictureId);
    },
    editStoreProduct: async (productQueryId, input, pictureId) => {
      const reading = readProductDetails(input);
      if (!reading.ok) return reading;
      return inventory.editProduct(productQueryId, reading.details, pictureId);
    },
    removeStoreProduct: (productQueryId) => inventory.removeProduct(productQueryId),
    uploadProductPicture: async (picture) => {
      if (!checkPhoto(picture.leadingBytes).ok) return { ok: false, refusal: 'NOT_JPEG_OR_PNG' };
      if (picture.size > maxPictureBytes) return { ok: false, refusal: 'TOO_LARGE' };
      return inventory.uploadPicture(picture.content, picture.fileName);
    },
    deleteProductOption: async (list, value) => {
      const entry = readOptionEntry(list, value);
      if (!entry.ok) return entry;
      return inventory.deleteOption(list, entry.value);
    },
  };
}
