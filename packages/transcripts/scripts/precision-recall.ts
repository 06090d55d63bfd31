/**
 * Precision and recall per fact over the labelled corpus (text with its variants, HTML, PDF).
 * `npm run bench -- transcripts` prints it with the benchmarks; alone:
 * `node --import tsx packages/transcripts/scripts/precision-recall.ts`.
 * A fact is positive when it says something (a date, true, a state other than none, a balance, a refusal);
 * a wrong positive counts as a false positive and, when a positive was expected, a false negative too.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { corpusFiles, labelledFacts } from '../corpus/corpus-files.js';
import type { Expected } from '../corpus/scenarios.js';
import { readFile } from '../src/read-file.js';

export type FactScore = { fact: string; tp: number; fp: number; fn: number; exact: number; total: number };

const positive = (v: unknown) => v !== null && v !== false && v !== 'none' && v !== '';

export async function precisionRecall(): Promise<{ scores: FactScore[]; files: number }> {
  const scores = new Map<string, FactScore>();
  const score = (fact: string, expected: unknown, actual: unknown) => {
    const s = scores.get(fact) ?? { fact, tp: 0, fp: 0, fn: 0, exact: 0, total: 0 };
    scores.set(fact, s);
    const same = JSON.stringify(expected) === JSON.stringify(actual);
    s.total += 1;
    if (same) s.exact += 1;
    if (same && positive(expected)) s.tp += 1;
    if (!same && positive(actual)) s.fp += 1;
    if (!same && positive(expected)) s.fn += 1;
  };
  const files = corpusFiles();
  for (const f of files) {
    const [result] = await readFile(f.name, readFileSync(f.path), { client: f.expected.client });
    score('fileRefusal', f.expected.fileRefusal, result?.refusal?.reason ?? null);
    const actual = (result?.modules ?? []).map(labelledFacts);
    const count = Math.max(actual.length, f.expected.modules.length);
    for (let i = 0; i < count; i += 1) {
      const want = f.expected.modules[i];
      const got = actual[i];
      for (const fact of Object.keys(want ?? got ?? {}) as (keyof Expected)[])
        score(fact, want?.[fact] ?? null, got?.[fact] ?? null);
    }
  }
  return { scores: [...scores.values()], files: files.length };
}

const ratio = (a: number, b: number) => (b === 0 ? '-' : (a / b).toFixed(3));

export function formatScores(scores: FactScore[]): string {
  const lines = ['fact                  precision  recall  exact', '-'.repeat(48)];
  for (const s of scores) {
    lines.push(
      `${s.fact.padEnd(22)}${ratio(s.tp, s.tp + s.fp).padStart(9)}${ratio(s.tp, s.tp + s.fn).padStart(8)}  ${s.exact}/${s.total}`,
    );
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { scores, files } = await precisionRecall();
  console.log(`${files} corpus files\n${formatScores(scores)}`);
}
