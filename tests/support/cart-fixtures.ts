import type { CartSelection } from '@/domain/cart/cart';
import type { Product, ProductStore } from '@/domain/catalogue/product';

/** An open store with no delivery limit; tests override only what they are about. */
export function aProductStore(overrides: Partial<ProductStore> = {}): ProductStore {
  return {
    queryId: 'store-aalto',
    name: 'Kahvila Aalto',
    isOpen: true,
    coordinates: { lat: 60.1699, long: 24.9384 },
    serviceAreaRadiusKm: null,
    merchantAddressId: 'address-aalto',
    ...overrides,
  };
}

/** A product in stock, without choices to make, sold by `aProductStore()`. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    queryId: 'latte',
    name: 'Latte',
    description: 'Espresso and steamed milk',
    categoryId: 'drinks',
    subCategoryId: 'coffee',
    price: 450,
    priceAfterDiscount: 450,
    currency: 'EUR',
    taxPercent: 14,
    availableQuantity: 0,
    unlimited: true,
    unlimitedOutOfStock: false,
    sizes: [],
    colors: [],
    variants: [],
    promotion: null,
    pictures: [{ thumbUrl: '/media/latte-thumb.jpg', originalUrl: '/media/latte.jpg' }],
    store: aProductStore(),
    ...overrides,
  };
}

export function aSelection(overrides: Partial<CartSelection> = {}): CartSelection {
  return { sizeId: null, colorId: null, variantOptionIds: [], ...overrides };
}
