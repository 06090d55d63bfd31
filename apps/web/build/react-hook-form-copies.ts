import type { Plugin } from 'vite';

/** A copy of react-hook-form for one group of importers, and the only names they may import from it. */
type Copy = { name: string; importers: RegExp; names: string[] };

// react-hook-form is one module (dist/index.esm.mjs), so Rolldown cannot split it: whatever any page
// imports from it (useFieldArray, FormProvider, Controller) sat in the one chunk that the sign-in page
// downloaded for its useForm (docs/decisions/314).
const COPIES: Copy[] = [
  // The sign-in area's forms (the first load of /auth/login).
  { name: 'sign-in', importers: /[\\/]src[\\/]features[\\/]auth[\\/]/, names: ['useForm'] },
  // The zod resolver's helpers, which load with a form's rules (on the sign-in page at the form's first focus).
  {
    name: 'resolvers',
    importers: /[\\/]node_modules[\\/]@hookform[\\/]resolvers[\\/]/,
    names: ['get', 'set', 'appendErrors'],
  },
];

const IMPORT = /\bimport\s*(type\s+)?(\{[^}]*\}|[^'"]*?)\s*from\s*["']react-hook-form["']/g;

/** The names a module's source imports from react-hook-form as values (type-only imports left out). */
export function importedValueNames(code: string): string[] {
  return [...code.matchAll(IMPORT)].flatMap(([, typeOnly, clause = '']) => {
    if (typeOnly) return [];
    // A default or namespace import: named as a whole, so that the check refuses it.
    if (!clause.startsWith('{')) return [clause.trim()];
    return clause
      .slice(1, -1)
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '' && !part.startsWith('type '))
      .map((part) => part.replace(/\s+as\s+.*$/, ''));
  });
}

/**
 * Gives each group in COPIES its own copy of react-hook-form (the same file under the id
 * `…/index.esm.mjs?<name>`), which the build tree-shakes to what that group imports. Every other
 * importer shares the full one. A copy has its own React context, so a group may import only names
 * that need none, and its copy stays the size of those: the build fails on any other.
 */
export function reactHookFormCopies(): Plugin {
  const copyFor = (importer: string | undefined) => COPIES.find((copy) => importer && copy.importers.test(importer));
  return {
    name: 'taxlens-react-hook-form-copies',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { code: 'react-hook-form' },
      handler(code, id) {
        const copy = copyFor(id);
        const refused = copy ? importedValueNames(code).filter((name) => !copy.names.includes(name)) : [];
        if (refused.length > 0)
          this.error(
            `${id} imports ${refused.join(', ')} from react-hook-form; its copy "${copy!.name}" allows ${copy!.names.join(', ')}: review build/react-hook-form-copies.ts`,
          );
      },
    },
    resolveId: {
      filter: { id: /^react-hook-form$/ },
      async handler(source, importer, options) {
        const copy = copyFor(importer);
        if (!copy) return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        return resolved && { ...resolved, id: `${resolved.id}?${copy.name}` };
      },
    },
  };
}
