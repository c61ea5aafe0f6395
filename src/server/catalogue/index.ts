/**
 * What other folders of src/server may use of catalog: the one file they may import from it (the rule
 * server-module-only-through-index in .config/dependency-cruiser.cjs), so its other files can change freely.
 * This is the catalogue's face to the other server modules: its module's factory, its tables, the stores' and
 * products' rows and repositories (the seed fills them, orders price from them), the order intake's columns and
 * each store's time zone.
 */
export { createCatalogueModule } from './catalogue-module';
export type { CompanyRepository, Industry, NewCompany } from './store/company-repository';
export { toCompanyDto } from './store/company-row';
export { DrizzleCompanyRepository } from './store/drizzle-company-repository';
export { DrizzleProductRepository } from './store/drizzle-product-repository';
export { orderIntakeHoldDto, orderIntakeOf } from './order-intake-row';
export { containsPattern } from './store/like-pattern';
export type { OrderProductsRepository, OrderProductsRequest } from './store/order-products-repository';
export type { NewMenu, NewProduct, ProductPage, ProductRepository } from './store/product-repository';
export { toProductDto } from './store/product-row';
export { canonicalTimeZone, defaultStoreTimeZone, storeClockOf, storeTimeZoneOf } from './store-time-zone';
export { translatedText } from './translated-text';
export {
  categories,
  companies,
  industries,
  products,
  subCategories,
  type StoredTranslations,
} from './catalogue-schema';
