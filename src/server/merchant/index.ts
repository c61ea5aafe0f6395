/**
 * What other folders of src/server may use of merchant: the one file they may import from it (the rule
 * server-module-only-through-index in .config/dependency-cruiser.cjs), so its other files can change freely.
 * This is the merchant console's face to the other server modules: its module, and the staff accounts the
 * transport host's seed adds to.
 */
export { merchantModule } from './merchant-module';
export { StaffRepository } from './store/staff-repository';
