import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpusFiles, labelledFacts } from '../corpus/corpus-files.js';
import { readFile } from './read-file.js';

// Every scenario of the reference, as text (with its extraction variants), HTML and PDF, read with the
// scenario's client: the facts must be exactly the hand-written labels.
describe('the labelled corpus', () => {
  const files = corpusFiles();

  it('has every scenario in all three formats', () => {
    const scenarios = new Set(files.map((f) => f.scenario));
    for (const format of ['text', 'html', 'pdf']) {
      expect(new Set(files.filter((f) => f.format === format).map((f) => f.scenario))).toEqual(scenarios);
    }
    expect(scenarios.size).toBeGreaterThanOrEqual(21);
  });

  it('has PDFs from two producers: rendered here and printed by Chromium from the HTML layout', () => {
    const producers = files
      .filter((f) => f.format === 'pdf')
      .map((f) => (readFileSync(f.path, 'latin1').includes('/Producer (Skia/PDF') ? 'chromium' : 'rendered'));
    expect(producers.filter((p) => p === 'chromium').length).toBeGreaterThanOrEqual(5);
    expect(producers.filter((p) => p === 'rendered').length).toBeGreaterThanOrEqual(21);
  });

  it.each(files.map((f) => [f.name.padEnd(36) + f.format, f] as const))('%s', async (_label, f) => {
    const [result, ...more] = await readFile(f.name, readFileSync(f.path), { client: f.expected.client });
    expect(more).toEqual([]);
    expect(result!.refusal?.reason ?? null).toBe(f.expected.fileRefusal);
    expect(result!.modules.map(labelledFacts)).toEqual(f.expected.modules);
  });
});
