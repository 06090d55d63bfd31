import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { SERVER_REPOSITORIES } from './eslint.sql-repositories.js';
import { HTTP_OUTSIDE_API_RESTRICTIONS, QUERY_KEY_RESTRICTIONS, webApiPlugin } from './eslint.web-api.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
        }),
      ],
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
      'import-x/no-cycle': ['error', { maxDepth: 6, ignoreExternal: true }],
    },
  },
  // SQL lives in repositories (docs/decisions/269): a query builder call or a `sql` template outside a
  // repository file fails, and a service imports no Kysely value (types are fine). No file is exempt.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [...SERVER_REPOSITORIES, '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)$/]',
          message: 'SQL lives in repositories (a repo.ts, *-repo.ts or repo/ file; docs/decisions/269).',
        },
        {
          selector: 'TaggedTemplateExpression[tag.name="sql"]',
          message: 'SQL lives in repositories (a repo.ts, *-repo.ts or repo/ file; docs/decisions/269).',
        },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              allowTypeImports: true,
              message: 'Only repositories use Kysely values; a service imports its types only (docs/decisions/269).',
            },
          ],
        },
      ],
    },
  },
  // The web app's data layer (docs/decisions/297): one endpoint per features/*/api file, and query keys
  // only from the feature's factory (keys.ts); a feature calls the server only from its api folder.
  {
    files: ['apps/web/src/features/*/api/*.ts'],
    ignores: ['**/*.test.ts', '**/keys.ts'],
    plugins: { 'web-api': webApiPlugin },
    rules: { 'web-api/one-endpoint-per-file': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/keys.ts'],
    rules: { 'no-restricted-syntax': ['error', ...QUERY_KEY_RESTRICTIONS] },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/*/api/**'],
    rules: { 'no-restricted-syntax': ['error', ...QUERY_KEY_RESTRICTIONS, ...HTTP_OUTSIDE_API_RESTRICTIONS] },
  },
  // Layering (DESIGN.md: contracts, server layers, modules' front doors; app -> features -> shared in the
  // web app) is checked by dependency-cruiser, `npm run lint:deps` (.dependency-cruiser.cjs, decision 247).
);
