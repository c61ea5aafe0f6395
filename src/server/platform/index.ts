/**
 * What other folders of src/server may use of platform: the one file they may import from it (the rule
 * server-module-only-through-index in .config/dependency-cruiser.cjs), so its other files can change freely.
 * This is the platform's face to the server: its module, the hooks app.ts registers on every request and the
 * configured fees.
 */
export { registerCompression } from './compression';
export { registerCorsOrigin } from './cors-origin';
export { configuredFee } from './global-configuration';
export { registerLingeringConnectionsClose } from './lingering-connections';
export { platformModule } from './platform-module';
export { policySourcesOf } from './policy-sources';
export { registerRateLimits } from './rate-limits';
export { registerResponseCache } from './response-cache';
export { registerSecurityHeaders } from './security-headers';
export { serverOptions } from './server-options';
