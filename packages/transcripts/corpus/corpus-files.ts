import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ModuleFacts } from '../src/types.js';
import type { Expected } from './scenarios.js';

export const CORPUS_DIR = dirname(fileURLToPath(import.meta.url));

export type CorpusFile = {
  path: string;
  name: string;
  format: 'text' | 'html' | 'pdf';
  scenario: string;
  expected: { client: { tin: string; name: string }; fileRefusal: string | null; modules: Expected[] };
};

/** Every rendered corpus file with the expected facts of its scenario (`name--variant.txt` is `name`'s). */
export function corpusFiles(): CorpusFile[] {
  return (['text', 'html', 'pdf'] as const).flatMap((format) =>
    readdirSync(join(CORPUS_DIR, format))
      .sort()
      .map((name) => {
        const scenario = name.replace(/(--[a-z_]+)?\.(txt|html|pdf)$/, '');
        const expected = JSON.parse(readFileSync(join(CORPUS_DIR, 'expected', `${scenario}.json`), 'utf8'));
        return { path: join(CORPUS_DIR, format, name), name, format, scenario, expected };
      }),
  );
}

/** The facts the corpus labels, as the reader reports them. */
export function labelledFacts(m: ModuleFacts): Expected {
  return {
    refusal: m.refusal?.reason ?? null,
    form: m.form ?? '',
    taxPeriod: m.taxPeriod ?? '',
    filed: m.filed,
    filedOn: m.filedOn,
    sfr: m.sfr,
    amended: m.amended,
    balanceCents: m.balanceCents,
    accruedInterestCents: m.accruedInterestCents,
    accruedPenaltyCents: m.accruedPenaltyCents,
    asOf: m.asOf,
    lienFiledOn: m.lienFiledOn,
    lienReleased: m.lienReleased,
    levyNoticeOn: m.levyNoticeOn,
    installmentAgreement: m.installmentAgreement,
    cnc: m.cnc,
    bankruptcy: m.bankruptcy,
    oic: m.oic,
    stage: m.stage.name,
    needsReview: m.needsReview !== null,
  };
}
