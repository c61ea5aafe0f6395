import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noI18nKeys from './eslint-rules/no-i18n-keys.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each I/O library lives behind one adapter folder; importing it elsewhere is an error. */
const ioLibraries = [
  { name: 'axios', home: 'src/infrastructure/http/' },
  { name: 'dexie', home: 'src/infrastructure/storage/' },
  { name: '@react-google-maps/api', home: 'src/infrastructure/geo/' },
];

/** React.lazy only through src/presentation/i18n/lazy-with-texts.ts, which also waits for the screen's texts. */
const lazyHome = 'src/presentation/i18n/lazy-with-texts.ts';
const lazyImport = {
  name: 'react',
  importNames: ['lazy'],
  message: 'Use lazyWithTexts (or lazyFirstScreen) from src/presentation/i18n/lazy-with-texts.ts.',
};

/** The imports a file may not make: every I/O library but the one whose home it is in, and React.lazy. */
const restrictedImports = (home) => [
  ...ioLibraries
    .filter((library) => library !== home)
    .map((library) => ({ name: library.name, message: `Use the adapter in ${library.home} instead.` })),
  lazyImport,
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'reports/**',
      'test-results/**',
      'node_modules/**',
      'data/**',
      'src/server/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { tsconfigRootDir: root },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['**/*.tsx'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    plugins: { react, 'react-hooks': reactHooks },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      'react/prop-types': 'off',
    },
  },
  {
    // The React Compiler's rules (all of the plugin's recommended ones but the two classic hook rules) compile every
    // component file, most of the lint stage's time; they judge the product's components, so the tests' own
    // render helpers and wrappers keep only the classic rules (BENCHMARKS.md, "npm test's time").
    files: ['tests/**/*.tsx'],
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.recommended.rules)
        .filter((name) => !['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps'].includes(name))
        .map((name) => [name, 'off']),
    ),
  },
  {
    // Every word a customer reads goes through i18next.
    files: ['src/presentation/**/*.tsx'],
    rules: {
      'react/jsx-no-literals': ['error', { noStrings: true, ignoreProps: true, allowedStrings: ['·', '/', '-', '…'] }],
    },
  },
  {
    // The core takes time from an injected clock and knows no browser.
    files: ['src/domain/**/*.ts', 'src/application/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'fetch', 'performance'].map(
          (name) => ({
            name,
            message: 'The domain and use cases know no browser: take a port.',
          }),
        ),
        ...['setTimeout', 'setInterval'].map((name) => ({ name, message: 'Time comes from an injected clock.' })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Time comes from an injected clock, never Date.now().',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Time comes from an injected clock, never new Date().',
        },
      ],
    },
  },
  {
    // The domain holds rules, not screen words: it returns codes, src/presentation/i18n/message-keys maps them to keys.
    files: ['src/domain/**/*.ts'],
    plugins: { storefront: { rules: { 'no-i18n-keys': noI18nKeys } } },
    rules: {
      'storefront/no-i18n-keys': ['error', { localesDir: path.join(root, 'src/presentation/i18n/locales') }],
    },
  },
  // One no-restricted-imports setting per file: a later setting of a rule replaces an earlier one, not adds.
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: [...ioLibraries.map((library) => `${library.home}**`), lazyHome],
    rules: { 'no-restricted-imports': ['error', { paths: restrictedImports(null) }] },
  },
  ...ioLibraries.map((library) => ({
    files: [`${library.home}**/*.ts`, `${library.home}**/*.tsx`],
    rules: { 'no-restricted-imports': ['error', { paths: restrictedImports(library) }] },
  })),
  {
    files: [lazyHome],
    rules: {
      'no-restricted-imports': ['error', { paths: restrictedImports(null).filter((path) => path !== lazyImport) }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
