/**
 * What other folders of src/server may use of catalog: the one file they may import from it (the rule
 * server-module-only-through-index in .config/dependency-cruiser.cjs), so its other files can change freely.
 * This is the catalogue's face to the other server modules: its module, the stores' and products' rows and
 * repositories (the seed fills them, orders price from them), the order intake and each store's time zone.
 */
export { catalogModule } from './catalog-module';
export type { CompanyRepository, Industry, NewCompany } from './company-repository';
export { toCompanyDto } from './company-row';
export { DrizzleCompanyRepository } from './drizzle-company-repository';
export { DrizzleProductRepository } from './drizzle-product-repository';
export { orderIntakeHoldDto, orderIntakeOf } from './order-intake-row';
export { OrderIntakeStore, type OrderIntakeRow } from './order-intake-store';
export type { NewMenu, NewProduct, ProductRepository } from './product-repository';
export { toProductDto } from './product-row';
export { canonicalTimeZone, defaultStoreTimeZone, storeClockOf, storeTimeZoneOf } from './store-time-zone';
export { translatedText } from './translated-text';
