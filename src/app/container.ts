import 'reflect-metadata';
import { Container } from 'inversify';
import { createBrowseStores } from '@/application/catalog/browse-stores.use-case';
import { portTokens, useCaseTokens, type DependencyResolver } from '@/application/tokens';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { HttpStoreCatalog } from '@/infrastructure/api/http-store-catalog';
import { HttpClient } from '@/infrastructure/http/http-client';

const walletV1Client = Symbol('WalletV1HttpClient');

/**
 * The one place that knows which adapter serves which port.
 * Use cases are plain factories, bound with toDynamicValue, so the core needs no decorators.
 */
export function buildContainer(config: StorefrontConfig): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container
    .bind<HttpClient>(walletV1Client)
    .toDynamicValue(() => new HttpClient({ baseUrl: `${config.api.walletBaseUrl}/v1` }));
  container
    .bind(portTokens.storeCatalog)
    .toDynamicValue((context) => new HttpStoreCatalog(context.get<HttpClient>(walletV1Client)));
  container
    .bind(useCaseTokens.browseStores)
    .toDynamicValue((context) => createBrowseStores({ storeCatalog: context.get(portTokens.storeCatalog) }));
  return container;
}

export function resolverFor(container: Container): DependencyResolver {
  return { resolve: (key) => container.get(key) };
}
