import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SHIM = fileURLToPath(new URL('./shims/use-merge-refs.ts', import.meta.url));
// Mantine's ScrollArea (and with it Table, Modal, Drawer, Select) imports only useMergeRefs from
// @floating-ui/react. That package is one module, so the import put the module's whole used code
// (the positioning of menus, popovers, tooltips: 15 KB gzip) into every page with a table.
const SCROLL_AREA = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;

/**
 * Points ScrollArea's import of @floating-ui/react at a copy of useMergeRefs alone
 * (docs/decisions/119). Any other importer, or another import of ScrollArea, is left alone: the
 * plugin checks the one named import it replaces and fails the build if Mantine changes it.
 */
export function mantineMergeRefs(): Plugin {
  return {
    name: 'taxlens-mantine-merge-refs',
    enforce: 'pre',
    transform: {
      filter: { id: SCROLL_AREA },
      handler(code, id) {
        const original = 'import { useMergeRefs } from "@floating-ui/react";';
        if (!code.includes(original))
          this.error(
            `${id} no longer imports exactly useMergeRefs from @floating-ui/react: review build/mantine-merge-refs.ts`,
          );
        return { code: code.replace(original, `import { useMergeRefs } from ${JSON.stringify(SHIM)};`), map: null };
      },
    },
  };
}
