import type { ServerLanguage } from '../../i18n/server-language';
import type { CompanyDto } from '@/contract/catalogue/companies.contract';
import type { ProductDto } from '@/contract/catalogue/products.contract';

export interface CatalogSearchRequest {
  /** Letters, digits and single spaces, trimmed. */
  text: string;
  /** Match only where a word of the name begins, not anywhere in it. */
  wordStart: boolean;
  /** 1-based; both lists use the same page. */
  page: number;
  pageSize: number;
  /** Only this store and its products. */
  companyQueryId?: string;
  /** Only stores of this industry and their products. */
  industryId?: number;
  /** The visitor's language: texts in it where the store gave them, and searched in it too. */
  language: ServerLanguage | null;
}

export interface CatalogSearchResult {
  stores: CompanyDto[];
  totalStores: number;
  products: ProductDto[];
  totalProducts: number;
}

/** Finds stores (by name, shop name or tag) and products (by name) from a customer's search text. */
export interface CatalogSearch {
  search(request: CatalogSearchRequest): Promise<CatalogSearchResult>;
}
