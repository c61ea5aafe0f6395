import type { ServerLanguage } from '../../i18n/server-language';
import type { ProductPage } from './product-repository';

export interface OrderProductsRequest {
  /** The session's user: only their own orders are found. */
  userId: number;
  /** The invoice query id, or the order id printed on the receipt. */
  orderId: string;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Case-insensitive part of the product's name. */
  name?: string;
  categoryId?: string;
  subCategoryId?: string;
  /** Only lines of this store's products. */
  companyQueryId?: string;
  /** The visitor's language: the products' texts in it where the store gave them. */
  language: ServerLanguage | null;
}

/** The products of a customer's orders, as the store sells them now, each with what its order line held. */
export interface OrderProductsRepository {
  /** One page of the order's lines in order; null when the user has no such order. */
  findPage(request: OrderProductsRequest): Promise<ProductPage | null>;
}
