/**
 * What other folders of src/server may use of static: the one file they may import from it (the rule
 * server-module-only-through-index in .config/dependency-cruiser.cjs), so its other files can change freely.
 * This is static's face to the server: the handlers app.ts registers.
 */
export { registerMedia } from './media';
export { registerNotFoundHandler } from './not-found-handler';
export { registerProductPictures } from './product-pictures';
export { registerSpa } from './spa';
export { registerStoreBanners } from './store-banners';
export { registerStoreLogos } from './store-logos';
