// Lets Node run the TypeScript sources of the server and the scripts directly,
// with the same `@/` alias that webpack, jest and cucumber resolve.
require('ts-node').register({ transpileOnly: true, swc: true });
require('tsconfig-paths').register();
