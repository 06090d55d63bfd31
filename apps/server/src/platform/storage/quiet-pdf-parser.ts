/**
 * pdf-lib reports each object it cannot parse on console.warn while it recovers the rest of a damaged
 * file ("Trying to parse invalid object", "Invalid object ref"), and no option turns that off. The portal
 * decides itself whether such a file is refused (checkPdf), so those lines are noise on the server's
 * output, written beside the structured log. They are dropped here; every other console line passes.
 * Installed once per process, on first import (docs/decisions/271: no stray console lines).
 */
const PDF_LIB_RECOVERY = /^(Trying to parse invalid object|Invalid object ref)/;
const INSTALLED = Symbol.for('taxlens.quiet-pdf-parser');
const holder = globalThis as typeof globalThis & { [INSTALLED]?: true };

if (!holder[INSTALLED]) {
  holder[INSTALLED] = true;
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && PDF_LIB_RECOVERY.test(args[0])) return;
    warn(...args);
  };
}

export {};
