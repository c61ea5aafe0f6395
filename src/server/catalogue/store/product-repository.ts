import type { ServerLanguage } from '../../i18n/server-language';
import type { StoredTranslations } from '../catalogue-schema';
import type { CategoryDto } from '@/contract/catalogue/categories.contract';
import type { ProductDto } from '@/contract/catalogue/products.contract';

export interface ProductPageRequest {
  companyQueryId: string;
  /** The visitor's language: names and descriptions in it where the store gave them, and the name search too. */
  language: ServerLanguage | null;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Case-insensitive part of the name. */
  name?: string;
  categoryId?: string;
  subCategoryId?: string;
}

export interface ProductPage {
  products: ProductDto[];
  /** How many products match across all pages. */
  total: number;
}

/** A product to add, in the shape of the contract minus what storage derives (the store's own fields). */
export interface NewProduct {
  query_id: string;
  /** The product's name and description in each language its store gave them. */
  translations?: StoredTranslations;
  name: string;
  description: string;
  cost: number;
  cost_after_discount: number;
  promotion: ProductDto['promotion'];
  tax_percent: number;
  /** Whether tax_percent applies; when false the default rate does (true when absent). */
  tax_percent_applicable?: boolean;
  /** The rate used when tax_percent does not apply; Finland's general VAT when absent. */
  default_tax_percent?: number;
  product_available_quantity: number;
  unlimited: boolean;
  unlimited_out_of_stock: boolean;
  product_sizes: ProductDto['product_sizes'];
  product_colors: ProductDto['product_colors'];
  variants: ProductDto['variants'];
  pictures: ProductDto['pictures'];
}

/** A store's menu to add: categories, their sub-categories, and the products of each. */
export interface NewMenu {
  companyQueryId: string;
  categories: {
    id: string;
    name: string;
    translations?: StoredTranslations;
    pictureThumbUrl: string | null;
    subCategories: { id: string; name: string; translations?: StoredTranslations; products: NewProduct[] }[];
  }[];
}

/** Where the server keeps the stores' categories and products. */
export interface ProductRepository {
  /** The store's categories in the merchant's order, at most largestStoreMenu, or null when there is no such store. */
  categoriesOf(companyQueryId: string, language: ServerLanguage | null): Promise<CategoryDto[] | null>;
  /** One page of a store's products in menu order; null when there is no such store. */
  findPage(request: ProductPageRequest): Promise<ProductPage | null>;
  findByQueryId(queryId: string, language: ServerLanguage | null): Promise<ProductDto | null>;
  /** How many products exist at all. */
  count(): Promise<number>;
  /** Adds whole menus in one transaction. */
  add(menus: readonly NewMenu[]): Promise<void>;
}
