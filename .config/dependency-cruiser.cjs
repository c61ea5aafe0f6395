/**
 * The architecture's one rule, as one forbidden arrow per layer pair (../shared/design/architecture.md).
 * Dependencies point inward: presentation and adapters know the core; the core knows no one.
 */
const { reachedFromAnEntry } = require('./reachability.cjs');

const layer = {
  domain: '^src/domain/',
  application: '^src/application/',
  contract: '^src/contract/',
  infrastructure: '^src/infrastructure/',
  presentation: '^src/presentation/',
  config: '^src/config/',
  app: '^src/app/',
  server: '^src/server/',
};

/**
 * The reference server's kernel: the folders every module shares (HTTP helpers, the clock and session, the database,
 * texts, settings, the module contract and composition root). Every other folder of src/server is a feature module,
 * so a new folder is held to the index rule without being listed here.
 */
const serverKernel = ['http', 'shared', 'db', 'i18n', 'config', 'modules', 'migrations'];
const serverModuleFile = `^src/server/(?!(?:${serverKernel.join('|')})/)[^/]+/`;
const serverModuleIndex = '^src/server/[^/]+/index\\.ts$';
/** A module's tables, in the file named after it (orders/orders-schema.ts); .config/drizzle.config.ts finds them so. */
const serverModuleSchema = '^src/server/([^/]+)/\\1-schema\\.ts$';
/** The session's tables, the kernel's one schema file (.config/drizzle.config.ts). */
const serverKernelSchema = '^src/server/shared/session/session-schema\\.ts$';

const npmPackage = {
  dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown', 'core'],
};

function arrow(from, to, comment) {
  return {
    name: `${from}-not-to-${to}`,
    comment,
    severity: 'error',
    from: { path: layer[from] },
    to: { path: layer[to] },
  };
}

module.exports = {
  forbidden: [
    // Domain: pure rules, importing nothing but other domain files.
    ...['application', 'contract', 'infrastructure', 'presentation', 'config', 'app', 'server'].map((to) =>
      arrow('domain', to, 'The domain is the centre: it imports only other domain files.'),
    ),
    {
      name: 'domain-not-to-packages',
      comment: 'No framework, library or Node built-in in the domain: React, Redux, axios, dexie, inversify, the DOM.',
      severity: 'error',
      from: { path: layer.domain },
      to: npmPackage,
    },
    // Application: use cases and ports over the domain only.
    ...['contract', 'infrastructure', 'presentation', 'config', 'app', 'server'].map((to) =>
      arrow('application', to, 'Use cases speak through ports; they never reach an adapter, a screen or the server.'),
    ),
    {
      name: 'application-not-to-packages',
      comment: 'Use cases stay framework-free: no React, Redux, axios, dexie, inversify or reflect-metadata.',
      severity: 'error',
      from: { path: layer.application },
      to: npmPackage,
    },
    // Contract: zod schemas shared by browser and server.
    ...['application', 'infrastructure', 'presentation', 'config', 'app', 'server'].map((to) =>
      arrow('contract', to, 'The contract is shared by both sides, so it depends on neither.'),
    ),
    {
      name: 'contract-only-zod',
      comment: 'The contract may use zod and nothing else from outside.',
      severity: 'error',
      from: { path: layer.contract },
      // Not anchored: in a git worktree node_modules may be a link that resolves into another checkout.
      to: { ...npmPackage, pathNot: '(^|/)node_modules/zod/' },
    },
    // Adapters: implement ports; never know screens, the composition root or the server.
    ...['presentation', 'app', 'server', 'config'].map((to) =>
      arrow('infrastructure', to, 'Adapters implement ports; they are handed their settings by the composition root.'),
    ),
    // Presentation: gets adapters only through dependency injection.
    ...['infrastructure', 'app', 'server', 'contract'].map((to) =>
      arrow('presentation', to, 'Screens get adapters only through the container, never by import.'),
    ),
    // Configuration: a schema, nothing more.
    ...['application', 'infrastructure', 'presentation', 'app', 'server', 'contract'].map((to) =>
      arrow('config', to, 'The configuration schema stands alone.'),
    ),
    // Reference server: domain rules and the contract, never browser code. It also checks a host's configuration
    // file before serving it (STOREFRONT_CONFIG), with the one schema the storefront reads it by; that schema
    // imports nothing but domain rules, so no browser code comes with it.
    ...['presentation', 'infrastructure', 'app', 'application'].map((to) =>
      arrow(
        'server',
        to,
        "The server shares the domain, the contract and the configuration's schema with the browser, and nothing else.",
      ),
    ),
    // A page folder is one screen's own code; what two screens share lives in components/ or format/, so a
    // newcomer finds it by what it is, not by the screen that happened to need it first.
    {
      name: 'page-not-to-another-page',
      comment: 'One page folder never imports another: move the shared piece to presentation/components or format.',
      severity: 'error',
      from: { path: '^src/presentation/pages/([^/]+)/' },
      to: { path: '^src/presentation/pages/', pathNot: '^src/presentation/pages/$1/' },
    },
    // A server module lends the others only what its index.ts exports, so its other files can change without
    // touching another module; the kernel folders are shared by all and imported file by file.
    {
      name: 'server-module-only-through-index',
      comment: 'Import another server module through its index.ts only; export from there what you need of it.',
      severity: 'error',
      from: { path: '^src/server/([^/]+)/', pathNot: serverModuleSchema },
      to: { path: serverModuleFile, pathNot: ['^src/server/$1/', serverModuleIndex] },
    },
    {
      name: 'server-schema-only-to-schemas',
      comment:
        "A module's tables may refer to another module's tables (a foreign key), from schema file to schema file: " +
        "they import nothing else, so the database's own references add no import of routes or services.",
      severity: 'error',
      from: { path: serverModuleSchema },
      to: { path: serverModuleFile, pathNot: ['^src/server/$1/', serverModuleIndex, serverModuleSchema] },
    },
    {
      name: 'server-entry-only-through-index',
      comment: 'The files at the top of src/server reach a server module through its index.ts as well.',
      severity: 'error',
      from: { path: '^src/server/[^/]+$' },
      to: { path: serverModuleFile, pathNot: serverModuleIndex },
    },
    // Inside a server module, the same three places (src/server/README.md): routes/ parse a request, call a
    // service and answer; store/ holds the SQL; the services at the module's root hold the rules. The SQL stays
    // in store/, so a route never builds a query, and the store never answers a request.
    {
      name: 'server-routes-no-sql',
      comment:
        "A file of a module's routes/ imports no drizzle-orm, no db/ folder and no table (schema file): put the " +
        'query in the store/ folder and call it (through a service when it writes).',
      severity: 'error',
      from: { path: '^src/server/[^/]+/routes/' },
      // Non-capturing, so the schema pattern's back-reference stays its own group 1 in the joined expression.
      to: { path: ['(?:^|/)node_modules/drizzle-orm/', '^src/server/db/', serverModuleSchema, serverKernelSchema] },
    },
    {
      name: 'server-store-not-to-routes',
      comment: "A module's store/ is called by routes and services; it never imports a route file.",
      severity: 'error',
      from: { path: '^src/server/[^/]+/store/' },
      to: { path: '^src/server/[^/]+/routes/' },
    },
    // Nothing but the composition root imports the composition root.
    {
      name: 'only-app-imports-app',
      severity: 'error',
      from: { pathNot: [layer.app] },
      to: { path: layer.app },
    },
    // Inside the composition root, adapters are known only to the feature modules and the shared ports they are
    // built from (src/app/features/): the registry, the container and the start-up never name one, so a click is
    // followed to its adapter through at most three wiring files (src/app/README.md). The service worker is an
    // entry of its own (/sw.js), a separate program that builds no adapter: it calls the push message's parsing.
    {
      name: 'app-adapters-only-in-features',
      comment: 'Only src/app/features/ imports adapters: build the adapter in the feature module or shared-ports.ts.',
      severity: 'error',
      from: { path: layer.app, pathNot: ['^src/app/features/', '^src/app/service-worker\\.ts$'] },
      to: { path: layer.infrastructure },
    },
    {
      name: 'no-circular',
      comment: 'Import cycles make load order matter and layers blur.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    reachedFromAnEntry(
      'named-by-the-product',
      'Every module of src/ is imported, at least for its types, from an entry point (see reachability.cjs).',
      [],
    ),
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    exclude: { path: '^src/server/migrations/' },
  },
};
