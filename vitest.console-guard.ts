import { format } from 'node:util';
import { afterAll, afterEach, beforeEach } from 'vitest';

/**
 * A test fails when it writes to console.error or console.warn (docs/decisions/271): a stray line is
 * a fault that a green run would hide. The test that wrote it fails; a line written outside any test
 * (a beforeAll, an afterAll) fails the file. A test that expects such a line says so by silencing it
 * and asserting on it: `const spy = vi.spyOn(console, 'error').mockImplementation(() => {})`, then
 * `expect(spy).toHaveBeenCalledWith(...)`. The spy stands in front of the guard until it is restored.
 */
type Kind = 'error' | 'warn';
type Guard = { originals: Record<Kind, (...args: unknown[]) => void>; lines: string[] };

const KINDS: Kind[] = ['error', 'warn'];
const GUARD = Symbol.for('taxlens.console-guard');
const holder = globalThis as typeof globalThis & { [GUARD]?: Guard };

// Installed once per worker: with `isolate: false` this file runs again for every test file.
if (!holder[GUARD]) {
  const guard: Guard = { originals: { error: console.error, warn: console.warn }, lines: [] };
  for (const kind of KINDS) {
    // eslint-disable-next-line no-console -- the guard replaces the method; it logs nothing itself.
    console[kind] = (...args: unknown[]) => {
      guard.lines.push(`console.${kind}: ${format(...args)}`);
      guard.originals[kind](...args);
    };
  }
  holder[GUARD] = guard;
}
const guard = holder[GUARD];

/** The lines written since the last look, forgotten. */
function take(): string[] {
  return guard.lines.splice(0, guard.lines.length);
}

function refusal(where: string, lines: string[]): Error {
  const shown = lines.map((line) => `  ${line.split('\n')[0]!.slice(0, 300)}`).join('\n');
  return new Error(
    `${where} wrote to the console (docs/decisions/271):\n${shown}\n` +
      "Fix the cause; where the line is expected, silence and assert it: vi.spyOn(console, 'error').mockImplementation(() => {}).",
  );
}

let outsideTests: string[] = [];

beforeEach(() => {
  outsideTests.push(...take());
});

afterEach(() => {
  const lines = take();
  if (lines.length > 0) throw refusal('This test', lines);
});

afterAll(() => {
  const lines = [...outsideTests, ...take()];
  outsideTests = [];
  if (lines.length > 0) throw refusal("This file's hooks (outside any test)", lines);
});
