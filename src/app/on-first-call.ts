import type { CartRepository } from '@/application/ports/cart-repository.port';
import type { CatalogSearch } from '@/application/ports/catalog-search.port';
import type { OrderHistory } from '@/application/ports/order-history.port';
import type { ProductCatalog } from '@/application/ports/product-catalog.port';

/*
 * A port of a feature that is built before its adapter's code has loaded (a first-screen feature, or one
 * whose adapter belongs to another feature's chunk): each call waits for the adapter, then goes to it.
 * Written out member by member, so the types say exactly what is forwarded.
 */

export function catalogSearchOnFirstCall(adapter: () => Promise<CatalogSearch>): CatalogSearch {
  return {
    findStores: async (query) => (await adapter()).findStores(query),
    productNames: async (query) => (await adapter()).productNames(query),
  };
}

export function productCatalogOnFirstCall(adapter: () => Promise<ProductCatalog>): ProductCatalog {
  return {
    store: async (storeQueryId) => (await adapter()).store(storeQueryId),
    categories: async (storeQueryId) => (await adapter()).categories(storeQueryId),
    products: async (query) => (await adapter()).products(query),
    product: async (productQueryId) => (await adapter()).product(productQueryId),
  };
}

export function orderHistoryOnFirstCall(adapter: () => Promise<OrderHistory>): OrderHistory {
  return {
    fetchOrder: async (invoiceQueryId) => (await adapter()).fetchOrder(invoiceQueryId),
    listOrders: async (query) => (await adapter()).listOrders(query),
  };
}

export function cartRepositoryOnFirstCall(adapter: () => Promise<CartRepository>): CartRepository {
  return {
    load: async () => (await adapter()).load(),
    save: async (cart) => (await adapter()).save(cart),
  };
}
