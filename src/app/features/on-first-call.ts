import type { CartRepository } from '@/application/ports/cart-repository.port';
import type { CatalogSearch } from '@/application/ports/catalog-search.port';
import type { OrderHistory } from '@/application/ports/order-history.port';
import type { ProductCatalog } from '@/application/ports/product-catalog.port';

/*
 * A port of a feature that is built before its adapter's code has loaded (a first-screen feature, or one
 * whose adapter belongs to another feature's chunk): each call waits for the adapter, then goes to it.
 * Each port names every one of its methods (the type checker refuses a missing or an unknown one), so the
 * types say exactly what is forwarded; one forwarder serves them all, as the first screen's code pays per byte.
 */

type Methods<Port> = { readonly [Name in keyof Port]: true };

function onFirstCall<Port extends object>(adapter: () => Promise<Port>, methods: Methods<Port>): Port {
  const port: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const name of Object.keys(methods)) {
    port[name] = async (...args) => {
      const loaded = (await adapter()) as Record<string, (...args: unknown[]) => unknown>;
      return loaded[name]!(...args);
    };
  }
  return port as Port;
}

export const catalogSearchOnFirstCall = (adapter: () => Promise<CatalogSearch>): CatalogSearch =>
  onFirstCall(adapter, { findStores: true, productNames: true });

export const productCatalogOnFirstCall = (adapter: () => Promise<ProductCatalog>): ProductCatalog =>
  onFirstCall(adapter, { store: true, categories: true, products: true, product: true });

export const orderHistoryOnFirstCall = (adapter: () => Promise<OrderHistory>): OrderHistory =>
  onFirstCall(adapter, { fetchOrder: true, listOrders: true });

export const cartRepositoryOnFirstCall = (adapter: () => Promise<CartRepository>): CartRepository =>
  onFirstCall(adapter, { load: true, save: true });
