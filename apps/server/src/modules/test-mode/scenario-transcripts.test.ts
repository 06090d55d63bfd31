import { isValidEin, isValidSsn } from '@taxlens/contracts';
import { describe, expect, it } from 'vitest';
import { deriveReport } from '../../domain/derive-report.js';
import { clientsOf, readRenderedTranscripts } from '../transcripts/index.js';
import { scenarioOf, TEST_TAX_IDS, testModeTranscripts } from './scenario-transcripts.js';
import { SYNTHETIC_OUTCOMES, type SyntheticOutcome, syntheticOutcome, syntheticPeriods } from './synthetic-periods.js';

const clientIdOf = (outcome: SyntheticOutcome) => {
  for (let i = 0; ; i++) {
    const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    if (syntheticOutcome(id) === outcome) return id;
  }
};

/** What test mode completes a report with: its rendered transcripts, read back by the reader operations use. */
async function readBack(
  clientId: string,
  clientType: 'corp' | 'individual' | 'llc',
  taxId: string,
  reportDate: string,
) {
  const name = clientType === 'individual' ? 'Jonathan Smithers' : 'Exam Fabrication Co';
  const rendered = testModeTranscripts(
    clientId,
    clientType,
    { name, taxId, person: clientType === 'individual' },
    reportDate,
  );
  const names =
    clientType === 'individual'
      ? { business_name: name, first_name: 'Jonathan', last_name: 'Smithers' }
      : { business_name: name, first_name: null, last_name: null };
  const read = await readRenderedTranscripts([{ fileName: 't.txt', text: rendered.text }], clientsOf(names, taxId));
  const at = (p: { period: { form: string; period: string } }) =>
    rendered.periods.indexOf(`${p.period.form} ${p.period.period}`);
  return read.periods.sort((a, b) => at(a) - at(b));
}

describe('test mode transcripts (decision 281)', () => {
  it('documents tax ids that pass the portal’s EIN and SSN rules, one per scenario', () => {
    for (const t of TEST_TAX_IDS) {
      expect(isValidEin(t.ein.replace(/\D/g, '')), t.ein).toBe(true);
      expect(isValidSsn(t.ssn.replace(/\D/g, '')), t.ssn).toBe(true);
      expect(scenarioOf(t.ein)).toBe(t.scenario);
      expect(scenarioOf(t.ssn.replace(/\D/g, ''))).toBe(t.scenario);
    }
    expect(new Set(TEST_TAX_IDS.map((t) => t.scenario)).size).toBe(10);
    expect(scenarioOf('12-3459876')).toBeNull();
  });

  it('read back as the hash-picked periods of any other id, for businesses and people, late and early in the year', async () => {
    for (const outcome of SYNTHETIC_OUTCOMES) {
      const id = clientIdOf(outcome);
      for (const type of ['corp', 'llc', 'individual'] as const) {
        for (const date of ['2026-11-25', '2026-01-02']) {
          const periods = await readBack(id, type, '12-3459876', date);
          expect(
            periods.map((p) => p.period),
            `${outcome} ${type} ${date}`,
          ).toEqual(syntheticPeriods(id, type, date));
        }
      }
    }
  });

  it('give each scenario its facts, with the transcript line as evidence', async () => {
    const r = '2026-11-25';
    const id = clientIdOf('CLEAN');
    const of = async (scenario: string, type: 'corp' | 'individual' = 'corp') => {
      const t = TEST_TAX_IDS.find((s) => s.scenario === scenario)!;
      return readBack(id, type, type === 'individual' ? t.ssn : t.ein, r);
    };
    const changed = async (scenario: string, type: 'corp' | 'individual' = 'corp') => {
      const clean = syntheticPeriods(id, type, r);
      const periods = await of(scenario, type);
      expect(periods.map((p) => `${p.period.form} ${p.period.period}`)).toEqual(
        clean.map((p) => `${p.form} ${p.period}`),
      );
      return periods.filter((p, i) => JSON.stringify(p.period) !== JSON.stringify(clean[i]));
    };

    expect(await changed('clean')).toEqual([]);
    expect((await changed('unfiled')).map((p) => p.period)).toEqual([
      expect.objectContaining({ form: '941', period: '2026Q3', filed: false, balanceCents: 0 }),
    ]);
    const [lien] = await changed('lien');
    expect(lien!.period).toMatchObject({ form: '941', period: '2026Q2', lienFiledOn: '2026-11-05' });
    expect(lien!.evidence.lienFiledOn).toEqual([expect.objectContaining({ code: '582', date: '2026-11-05' })]);
    expect(lien!.stage.name).toBe('lien_filed');
    expect(
      deriveReport(
        (await of('lien')).map((p) => p.period),
        r,
      ).categories,
    ).toContain('WITH_LIENS_LAST_45_DAYS');

    const stages: Record<string, string> = {
      'balance-notices': 'notices',
      'final-notice': 'final_notice',
      levy: 'levy',
      agreement: 'agreement',
      cnc: 'not_collectible',
      bankruptcy: 'bankruptcy',
    };
    for (const [scenario, stage] of Object.entries(stages)) {
      for (const type of ['corp', 'individual'] as const) {
        const periods = await changed(scenario, type);
        expect(
          periods.map((p) => p.stage.name),
          `${scenario} ${type}`,
        ).toEqual([stage]);
      }
    }
    const [defaulted] = await changed('agreement-default');
    expect(defaulted!.period).toMatchObject({ installmentAgreement: true, iaInDefault: true });
    const [final] = await changed('final-notice', 'individual');
    expect(final!.period).toMatchObject({ form: '1040', period: '2024', levyNoticeOn: '2026-10-26' });
  });
});
