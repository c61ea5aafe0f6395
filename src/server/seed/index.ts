/**
 * What other folders of src/server may use of seed: the one file they may import from it (the rule
 * server-module-only-through-index in .config/dependency-cruiser.cjs), so its other files can change freely.
 * This is the demo seed's face to the server: its module, and the demo stores and menus whose art static serves.
 */
export { demoCatalogModule } from './demo-catalog-module';
export { bannerArtOfMoreStore } from './more-stores';
export { productPictureSvg } from './product-picture';
export { seedMenus } from './seed-menus';
export { seedStores } from './seed-stores';
