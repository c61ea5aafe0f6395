/**
 * What other folders of src/server may use of transport: the one file they may import from it (the rule
 * server-module-only-through-index in .config/dependency-cruiser.cjs), so its other files can change freely.
 * This is transport's face to the server: its module, and the host's car tariffs main.ts checks at start.
 */
export { hostCarTariffs } from './host-car-tariffs';
export { transportModule } from './transport-module';
