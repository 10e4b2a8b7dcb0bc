// One lint config for the workspace (STYLE.md: --max-warnings=0; `import type` kept apart;
// raw libraries only through our wrappers).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.tsbuild/**', '**/.data/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-toastify', message: 'Raise toasts with notify from @engage/shared/ui/toasts.' },
            { name: 'axios', message: 'Call the API with callApi from @engage/shared/api/client.' },
            { name: 'react-router-dom', message: 'Use @engage/shared/router: it is the shared, tree-shaken router.' },
            { name: 'react-router', message: 'Use @engage/shared/router: it is the shared, tree-shaken router.' },
          ],
        },
      ],
    },
  },
  {
    // No import cycles: a module must be able to load without its importer half-initialised,
    // and a cycle means two modules that cannot be read or tested apart. Type-only imports do
    // not count (the rule skips them; they vanish at run time).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files the rule reads to follow their imports, and with which parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', '*/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The cycle rule above skips type-only imports, so it would not see a route file naming
    // the app's type from app.ts (which imports every route file): that type is in http/.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/server.ts', 'api/src/http/openapi-document.ts', 'api/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\.?/)+app$', message: 'Import AppInstance from http/app-instance.' }] },
      ],
    },
  },
  {
    // Inside the shared package, modules reach each other by package name so that Module
    // Federation serves them from the share scope: a relative import would bundle a private
    // copy of a stateful module (a second session store, a second router) into the importer.
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['./*', '../*', '!./*.css', '!../*.css', '!../ui/theme.css'],
              allowTypeImports: true,
              message: 'Import other shared modules as @engage/shared/<subpath> (type-only imports may be relative).',
            },
          ],
          paths: [
            { name: 'react-router-dom', message: 'Use @engage/shared/router.' },
            { name: 'react-router', message: 'Use @engage/shared/router.' },
          ],
        },
      ],
    },
  },
  {
    files: [
      'shared/src/router/router.ts',
      'shared/src/ui/toasts.tsx',
      'shared/src/ui/toast-container.tsx',
      'shared/src/api/client.ts',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': 'off', 'no-restricted-imports': 'off' },
  },
  {
    // The wrappers themselves are where the raw libraries are allowed.
    files: ['shared/src/ui/toasts.tsx', 'shared/src/ui/toast-container.tsx', 'shared/src/api/client.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Benchmarks pass functions to the browser (`page.evaluate`): those run with its globals.
    files: ['scripts/bench-*.mjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
