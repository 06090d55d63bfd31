import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// A feature never reaches into another feature's folder (DESIGN.md layering).
const featureZones = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => ({
    target: `./apps/web/src/features/${d.name}`,
    from: './apps/web/src/features',
    except: [`./${d.name}`],
  }));

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
  // Layering (DESIGN.md): web -> contracts <- server; routes -> service -> repo; modules -> platform;
  // app -> features -> shared in the web app.
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/contracts/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/contracts', from: './apps' },
            { target: './apps/web', from: './apps/server' },
            { target: './apps/server', from: './apps/web' },
            { target: './apps/server/src/platform', from: './apps/server/src/modules' },
            // Demo mode sits above the modules (docs/decisions/135): db/ and platform/ import neither, modules never import demo/.
            { target: './apps/server/src/db', from: './apps/server/src/modules' },
            { target: './apps/server/src/db', from: './apps/server/src/demo' },
            { target: './apps/server/src/platform', from: './apps/server/src/demo' },
            { target: './apps/server/src/modules', from: './apps/server/src/demo' },
            { target: './apps/web/src/shared', from: './apps/web/src/features' },
            { target: './apps/web/src/shared', from: './apps/web/src/app' },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            ...featureZones,
          ],
        },
      ],
    },
  },
);
