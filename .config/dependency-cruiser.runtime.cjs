/**
 * Every module of src/ with code is loaded by the product: the graph without type imports, which the
 * compiler erases, is the one the bundler and Node follow (reachability.cjs says why both checks exist).
 */
const boundaries = require('./dependency-cruiser.cjs');
const { reachedFromAnEntry, typesOnlyModules } = require('./reachability.cjs');

module.exports = {
  forbidden: [
    reachedFromAnEntry(
      'run-by-the-product',
      'This module has code but the product never loads it: wire it where the product runs, or delete it.',
      typesOnlyModules(),
    ),
  ],
  options: { ...boundaries.options, tsPreCompilationDeps: false },
};
