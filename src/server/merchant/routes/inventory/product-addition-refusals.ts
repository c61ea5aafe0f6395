import { text, type Localized } from '../../../i18n/localized';
import { storeProductLimits } from '@/contract/merchant/store-products.contract';
import type { ProductAdditionRefusal } from '../../add-store-product';

/** How the product-adding route answers each refusal of its service: the field it names and the text. */
export const additionRefusals: Readonly<
  Record<ProductAdditionRefusal, { readonly field: string; readonly message: Localized }>
> = {
  picture_missing: { field: 'image', message: text('picture.uploadAgain') },
  products_full: {
    field: 'name',
    message: text('inventory.productsFull', { max: storeProductLimits.productsPerStore }),
  },
  categories_full: {
    field: 'category',
    message: text('inventory.categoriesFull', { max: storeProductLimits.categoriesPerStore }),
  },
};
