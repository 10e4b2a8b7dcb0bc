// One lint config for the workspace (docs/style.md: --max-warnings=0; `import type` kept apart;
// raw libraries only through our wrappers).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The selectors of the rule below: words written in JSX (`<p>Close</p>`, `<p>{'Close'}</p>`,
// `` <p>{`${n} items`}</p> ``) or in an attribute the page shows or a screen reader reads
// (`label="Close"`, `label={open ? 'Hide' : 'Show'}`, `` label={`Loading ${area}`} ``).
const WORD = '/[A-Za-z]{2,}/';
const SHOWN_ATTRIBUTE = 'JSXAttribute[name.name=/^(aria-label|placeholder|title|alt|label)$/]';
const TEXT_HINT = "Put the text in the area's messages.ts (and its Kiswahili in messages.sw.ts) and use t('key').";
const literalTexts = (parent) => [
  `${parent} > Literal[value=${WORD}]`,
  `${parent} > :matches(ConditionalExpression, LogicalExpression) > Literal[value=${WORD}]`,
  `${parent} > TemplateLiteral > TemplateElement[value.raw=${WORD}]`,
];
const englishInJsx = [
  `JSXText[value=${WORD}]`,
  `${SHOWN_ATTRIBUTE} > Literal[value=${WORD}]`,
  ...literalTexts(`${SHOWN_ATTRIBUTE} > JSXExpressionContainer`),
  ...literalTexts(':matches(JSXElement, JSXFragment) > JSXExpressionContainer'),
].map((selector) => ({ selector, message: TEXT_HINT }));

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
            {
              name: '@tanstack/react-query',
              message: 'Use @engage/shared/queries: it is the shared, tree-shaken TanStack Query.',
            },
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
            { name: '@tanstack/react-query', message: 'Use @engage/shared/queries.' },
          ],
        },
      ],
    },
  },
  {
    files: [
      'shared/src/router/router.ts',
      'shared/src/queries/queries.ts',
      'shared/src/ui/toasts.tsx',
      'shared/src/ui/toast-container.tsx',
      'shared/src/ui/toast-timer.tsx',
      'shared/src/api/client.ts',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': 'off', 'no-restricted-imports': 'off' },
  },
  {
    // The wrappers themselves are where the raw libraries are allowed.
    files: [
      'shared/src/ui/toasts.tsx',
      'shared/src/ui/toast-container.tsx',
      'shared/src/ui/toast-timer.tsx',
      'shared/src/api/client.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // What the browser shows is read from a catalog (messages.ts, with its Kiswahili in
    // messages.sw.ts), so a page in Kiswahili has no English left in it: a word written in JSX,
    // or in an attribute a screen reader or the page shows, is refused here. A brand or a code
    // that reads the same in every language (M-PESA, a logo) is allowed line by line with
    // `eslint-disable-next-line no-restricted-syntax -- <why>`.
    files: [
      'shell/src/**/*.{ts,tsx}',
      'mf-*/src/**/*.{ts,tsx}',
      'shared/src/ui/**/*.{ts,tsx}',
      'ui/src/**/*.{ts,tsx}',
      'task-kit/src/**/*.{ts,tsx}',
      'shared/src/federation/**/*.{ts,tsx}',
    ],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/__tests__/**',
      '**/testing/**',
      '**/*.sw.{ts,tsx}',
      // A whole document written once per language (its Kiswahili is privacy-policy-text.sw.tsx).
      'mf-auth/src/components/privacy-policy-text.tsx',
      // Developer screens: an area opened on its own port, and the placeholder a route shows
      // before its area is written. No user reaches them in a deployed engage.
      'ui/src/area-placeholder.tsx',
      'shared/src/federation/standalone.tsx',
      'shared/src/federation/standalone-providers.tsx',
      'shared/src/federation/area-testing.tsx',
    ],
    rules: {
      'no-restricted-syntax': ['error', ...englishInJsx],
    },
  },
  {
    // A write's busy state is its mutation's `isPending` (docs/areas.md, "Writing to the server and
    // building a form"): a `useState` flag named like one is refused in the areas that write that
    // way. The same files and ignores as the block above, whose selectors it repeats (a later
    // block's options replace an earlier one's).
    files: ['mf-{wallet,posting,profile,alerts,affiliate,feed,reels}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/__tests__/**', '**/testing/**', '**/*.sw.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...englishInJsx,
        {
          selector:
            "VariableDeclarator[init.callee.name='useState'][id.elements.0.name=/^(busy|saving|submitting|sending|deleting|uploading|finishing|clearing|checking)$/]",
          message: "A write's busy state is its useMutation's isPending, not a useState flag (docs/areas.md).",
        },
      ],
    },
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
