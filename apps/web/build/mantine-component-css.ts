import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const STYLES = dirname(createRequire(import.meta.url).resolve('@mantine/core/styles/baseline.css'));
// Each Mantine component keeps its class names in `<Name>.module.mjs` (what its CSS module was),
// and Mantine publishes that component's CSS as `styles/<Name>.css` (one file per module).
const CLASS_MODULE = /@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;

/**
 * Makes each Mantine component bring its own CSS, instead of the whole 250 KB `styles.css` in the
 * first load (docs/decisions/221): every `<Name>.module.mjs` of @mantine/core gets an import of
 * `@mantine/core/styles/<Name>.layer.css`, so Vite puts a component's CSS in the chunk that holds
 * the component, loaded with it. A component's dependencies bring theirs (Button imports
 * UnstyledButton). The `.layer.css` files put Mantine in `@layer mantine`: the app's own CSS wins
 * whatever order lazy chunks add their stylesheets in. The global files (baseline, variables, static
 * classes) are imported once by `app/providers.tsx`. Fails the build if a class module has no CSS
 * file: Mantine changed its layout and components would show unstyled.
 */
export function mantineComponentCss(): Plugin {
  return {
    name: 'taxlens-mantine-component-css',
    enforce: 'pre',
    transform: {
      filter: { id: CLASS_MODULE },
      handler(code, id) {
        const name = CLASS_MODULE.exec(id)![1];
        const file = `${name}.layer.css`;
        if (!existsSync(join(STYLES, file)))
          this.error(`${id}: no @mantine/core/styles/${file}; review build/mantine-component-css.ts`);
        return { code: `${code}\nimport "@mantine/core/styles/${file}";\n`, map: null };
      },
    },
  };
}
