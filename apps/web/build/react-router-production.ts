import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias } from 'vite';

/**
 * React Router 7's package exports point every condition at its development build
 * (remix-run/react-router#14102, open): its dev warnings ship in production and run in the
 * browser. The package ships the production build beside it (`dist/production`, the same code with
 * `ENABLE_DEV_WARNINGS = false`); this alias points the app's `react-router` import at it
 * (docs/decisions/221). Fails the build if the file moves.
 */
export function reactRouterProduction(): Alias {
  const root = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const production = join(root, 'dist/production/index.mjs');
  if (!existsSync(production)) throw new Error(`${production} is missing: review build/react-router-production.ts`);
  return { find: /^react-router$/, replacement: production };
}
