/**
 * The store search (`api-search`): its adapter with the app-search contract it parses with, and its use
 * case, loaded on the first search rather than with the first page.
 */
export { HttpCatalogSearch } from '@/infrastructure/api/http-catalog-search';
export { createSearchStores } from '@/application/catalog/search-stores.use-case';
