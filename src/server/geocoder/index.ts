/**
 * What other folders of src/server may use of geocoder: the one file they may import from it (the rule
 * server-module-only-through-index in .config/dependency-cruiser.cjs), so its other files can change freely.
 * This is the geocoder's face to the other server modules: its module.
 */
export { geocoderModule } from './geocoder-module';
