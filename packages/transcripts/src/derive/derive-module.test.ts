import { describe, expect, it } from 'vitest';
import { readFile } from '../read-file.js';
import { renderText, type ScenarioModule, type ScenarioRow } from '../render/render-text.js';
import { CODE_TABLE } from './code-table.js';
import { WORDINGS } from './wordings.js';

const base: Omit<ScenarioModule, 'rows'> = {
  form: '1040',
  period: '2023-12-31',
  tin: 'XXX-XX-6789',
  names: ['JONA SMIT'],
  street: '12 OAK',
  requestDate: '2026-03-02',
  responseDate: '2026-03-02',
  tracking: '100000000001',
};
const r = (code: string, explanation: string, date: string, dollars = 0): ScenarioRow => ({
  code,
  explanation,
  date,
  amountCents: Math.round(dollars * 100),
});
const filed = r('150', 'Tax return filed', '2024-05-06', 9000);

async function facts(rows: ScenarioRow[], more: Partial<ScenarioModule> = {}) {
  const [file] = await readFile('t.txt', Buffer.from(renderText([{ ...base, rows, ...more }])));
  return file!.modules[0]!;
}

describe('the rules of section 8', () => {
  it('cites a source for every code and every TC 971 wording', () => {
    for (const row of [...CODE_TABLE, ...WORDINGS]) expect(row.source.length).toBeGreaterThan(5);
  });

  it('walks an installment agreement: pending, rejected (972), established, terminated', async () => {
    const pendingThenRejected = await facts([
      filed,
      r('971', 'Pending installment agreement', '2024-07-01'),
      r('972', 'Pending installment agreement', '2024-08-01'),
    ]);
    expect([pendingThenRejected.installmentAgreement, pendingThenRejected.stage.name]).toEqual(['none', 'balance_due']);
    const pending = await facts([filed, r('971', 'Pending installment agreement', '2024-07-01')]);
    expect([pending.installmentAgreement, pending.stage.name]).toEqual(['pending', 'agreement']);
    const terminated = await facts([
      filed,
      r('971', 'Installment agreement established', '2024-07-01'),
      r('971', 'Installment agreement terminated', '2025-01-06'),
    ]);
    expect([terminated.installmentAgreement, terminated.stage.name]).toEqual(['terminated', 'balance_due']);
  });

  it('ends holds by their reversals: CNC (531), legal action (521), offers closed or accepted', async () => {
    const cnc = await facts([
      filed,
      r('530', 'Balance due account currently not collectible', '2024-07-01'),
      r('531', 'Reversed not collectible', '2025-01-06'),
    ]);
    expect([cnc.cnc, cnc.stage.name]).toEqual([false, 'balance_due']);
    const legal = await facts([
      filed,
      r('520', 'Bankruptcy or other legal action filed', '2024-07-01'),
      r('521', 'Reversed legal action', '2025-01-06'),
    ]);
    expect([legal.bankruptcy, legal.stage.name]).toEqual([false, 'balance_due']);
    const closed = await facts([
      filed,
      r('480', 'Offer in compromise pending', '2024-07-01'),
      r('481', 'Offer in compromise rejected', '2025-01-06'),
    ]);
    expect(closed.oic).toBe('closed');
    const accepted = await facts([
      filed,
      r('480', 'Offer in compromise pending', '2024-07-01'),
      r('780', 'Account compromised', '2025-01-06'),
    ]);
    expect(accepted.oic).toBe('accepted');
  });

  it('keeps the later lien when the first is released, and a 972 withdraws the final notice', async () => {
    const m = await facts([
      filed,
      r('971', 'Intent to levy collection due process notice', '2024-09-02'),
      r('972', 'Intent to levy collection due process notice', '2024-09-20'),
      r('582', 'Lien placed on assets due to balance owed', '2024-10-01'),
      r('582', 'Lien placed on assets due to balance owed', '2025-02-03'),
      r('583', 'Reversed lien', '2025-03-03'),
    ]);
    expect([m.lienFiledOn, m.lienReleased, m.levyNoticeOn, m.actBy.levyPossibleFrom]).toEqual([
      '2025-02-03',
      false,
      null,
      null,
    ]);
    expect(m.evidence.lienFiledOn?.map((e) => e.code)).toEqual(['582', '582', '583']);
  });

  it('reads a credit balance as negative and finds nothing to collect', async () => {
    const m = await facts([r('660', 'Estimated tax payment', '2024-01-15', -1200)], { kind: 'not_present' });
    expect([m.filed, m.balanceCents, m.stage.name, m.paymentsCents]).toEqual([false, -120000, 'none', 120000]);
  });

  it('asks for review when the rows do not add up to the printed balance', async () => {
    const m = await facts([filed], { balanceCents: 100 });
    expect(m.needsReview?.why).toContain('the rows add up to 900000 cents, the account balance is 100');
  });

  it('estimates the collection statute from the latest assessment, extended by an open bankruptcy', async () => {
    const plain = await facts([filed]);
    expect(plain.actBy.csed).toEqual({
      date: '2034-05-06',
      basis: 'estimate',
      why: 'latest assessment + 10 years (IRC 6502)',
    });
    const held = await facts([filed, r('520', 'Bankruptcy or other legal action filed', '2026-02-02')]);
    expect(held.actBy.csed?.date).toBe('2034-06-03');
    expect(held.actBy.csed?.why).toContain('still open');
  });

  it('dates the levy from the final notice + 30 days, an estimate', async () => {
    const m = await facts([filed, r('971', 'Intent to levy collection due process notice', '2025-12-01')]);
    expect(m.actBy.levyPossibleFrom).toMatchObject({ date: '2025-12-31', basis: 'estimate' });
    expect(m.stage).toMatchObject({ name: 'final_notice', reachedOn: '2025-12-01' });
  });
});
