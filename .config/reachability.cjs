/**
 * Reachability: no module of src/ is reached only by tests. A module the product never loads is code that
 * passes its tests and does nothing, or a twin of the module the product really runs; either way a scenario
 * that drives it proves nothing about the product.
 *
 * The product starts in two places, so every module must be reached from one of them, following static
 * and dynamic imports (a webpack chunk is an `import()`). Two dependency-cruiser runs say it:
 * - dependency-cruiser.cjs (`npm run lint:boundaries`), on the graph with type imports, checks that every
 *   module is at least named by the product, so a port or a type that only tests use fails;
 * - dependency-cruiser.runtime.cjs (`npm run lint:reachability`), on the graph the bundler and Node load
 *   (type imports are erased on compilation), checks that every module with code is loaded by the product.
 *   A class or function reached only through `import type` contributes no code: its rules never run.
 *   A module of types only (a port, a value type) has nothing to run, so it is left to the first check.
 */
const ts = require('typescript');
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');

/**
 * The browser's entry (webpack's), the reference server's (`npm run serve`), and the server's first-screen renderer
 * (built by webpack into dist-server/, which the server loads as a file, never as source).
 */
const entryPoints = [
  '^src/app/index\\.tsx$',
  '^src/server/main\\.ts$',
  '^src/app/first-screen-server\\.tsx$',
  // The service worker, built by webpack into /sw.js (webpack.config.ts).
  '^src/app/service-worker\\.ts$',
];

/** Ambient declarations (styled-components' theme type) are read by the compiler from tsconfig, never imported. */
const ambientDeclarations = '\\.d\\.ts$';

function sourceFiles(folder) {
  return fs.readdirSync(folder, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

const hasModifier = (node, kind) =>
  (ts.canHaveModifiers(node) ? (ts.getModifiers(node) ?? []) : []).some((modifier) => modifier.kind === kind);

/**
 * A top-level statement the compiler erases: an interface, a type alias, an ambient (`declare`) statement, a type-only
 * export, or an import (in a module with no code nothing can use an import as a value, so the compiler drops it; a
 * bare `import './x'` runs `x` and stays).
 */
function erasedStatement(statement) {
  if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) return true;
  if (ts.isImportDeclaration(statement)) return statement.importClause !== undefined;
  if (ts.isExportDeclaration(statement)) return statement.isTypeOnly;
  return hasModifier(statement, ts.SyntaxKind.DeclareKeyword);
}

/**
 * A module whose compiled output is empty: interfaces and type aliases only. Read from the syntax tree alone: compiling
 * every module of src/ to see what is left took 15 s of CPU, most of the check's time, and gave the same list.
 */
function hasNoCode(file) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, false, kind);
  return source.statements.every(erasedStatement);
}

function typesOnlyModules() {
  return sourceFiles(path.join(root, 'src'))
    .filter(hasNoCode)
    .map((file) => `^${path.relative(root, file).split(path.sep).join('/').replace(/\./g, '\\.')}$`);
}

/** A module of src/ that no entry point reaches: `pathNot` lists what the rule leaves aside. */
function reachedFromAnEntry(name, comment, pathNot) {
  return {
    name,
    comment,
    severity: 'error',
    from: { path: entryPoints },
    to: { path: '^src/', pathNot: [...entryPoints, ambientDeclarations, ...pathNot], reachable: false },
  };
}

module.exports = { reachedFromAnEntry, typesOnlyModules };
