import type { ReportTranscripts, TranscriptEvidence } from '@taxlens/contracts';
import type { Client, ModuleFacts } from '@taxlens/transcripts';
import type { Database } from '../../db/connection.js';
import { encryptPii } from '../../platform/pii.js';
import { completeReportIn } from '../ops/index.js';
import type { ReportLines, TranscriptLine } from '../report-events/index.js';
import { applyCorrections, type KeyedModule, mapModules } from './map-periods.js';
import readBest from './read-off-thread.js';
import * as repo from './repo.js';

type Completer = Parameters<typeof completeReportIn>[1];

/** A period as the report stores it beside its TaxPeriod (sealed in report_transcript_facts, decision 272). */
export type CompletedPeriod = Omit<ReportTranscripts['periods'][number], 'moduleId'> & { moduleKey: string };

/**
 * The transcript lines behind each period's lien and levy notice, which the monitoring alerts name
 * (decision 281): the evidence row's code and date, with the explanation as the transcript prints it.
 */
export function linesOf(periods: readonly CompletedPeriod[], facts: ReadonlyMap<string, ModuleFacts>): ReportLines {
  const out: ReportLines = {};
  for (const p of periods) {
    const module = facts.get(p.moduleKey);
    const lineOf = (e: TranscriptEvidence): TranscriptLine => {
      const row = module?.transactions.find((t) => t.file === e.file && t.page === e.page && t.line === e.line);
      return { code: e.code, explanation: row?.explanation ?? e.text, date: e.date };
    };
    const lien = (p.evidence.lienFiledOn ?? []).filter((e) => e.code === '582').map(lineOf);
    const levy = (p.evidence.levyNoticeOn ?? []).map(lineOf);
    if (lien.length > 0 || levy.length > 0) {
      out[`${p.period.form} ${p.period.period}`] = {
        ...(lien.length > 0 ? { lienFiledOn: lien } : {}),
        ...(levy.length > 0 ? { levyNoticeOn: levy } : {}),
      };
    }
  }
  return out;
}

/**
 * Completes a report from its transcript periods: the one completion path (ops completeReportIn, which runs the
 * monitoring comparison once, naming the lines), then the sources, evidence, stage and dates sealed beside the
 * report, read by the lender's evidence route. Operations' "Complete from transcripts" and test mode's rendered
 * transcripts both come here (decisions 272, 281).
 */
export async function completeWithTranscriptFacts(
  trx: Database,
  key: Buffer,
  by: Completer,
  report: { id: string; lenderId: string },
  completed: {
    periods: CompletedPeriod[];
    notReported: { form: string | null; taxPeriod: string | null; why: string }[];
  },
  facts: ReadonlyMap<string, ModuleFacts>,
  now: Date,
): Promise<void> {
  await completeReportIn(
    trx,
    by,
    report.id,
    { periods: completed.periods.map((p) => p.period) },
    now,
    linesOf(completed.periods, facts),
  );
  await repo.saveReportFacts(trx, report.id, report.lenderId, sealFacts(key, completed));
}

/** The sources, evidence, stage and dates of a report's periods, sealed as report_transcript_facts holds them. */
export function sealFacts(
  key: Buffer,
  completed: {
    periods: CompletedPeriod[];
    notReported: { form: string | null; taxPeriod: string | null; why: string }[];
  },
): string {
  const facts = completed.periods.map(({ period, sources, creditCents, iaPending, stage, actBy, evidence }) => ({
    form: period.form,
    period: period.period,
    sources,
    creditCents,
    iaPending,
    stage,
    actBy,
    evidence,
  }));
  const notReported = completed.notReported.map(({ form, taxPeriod, why }) => ({ form, taxPeriod, why }));
  return encryptPii(key, JSON.stringify({ facts, notReported }));
}

/** A transcript file made by the portal itself (test mode's scenarios, the demo's reports): never uploaded. */
export type RenderedTranscript = { fileName: string; text: string };

/**
 * Reads rendered transcripts with the reader operations use (the same client matching, derivation and mapping),
 * without storing the files: their periods, what the IRS did not report, and the module facts by key. The
 * reading is in-thread: a rendered text of a few modules takes a millisecond or two.
 */
export async function readRenderedTranscripts(files: RenderedTranscript[], clients: Client[]) {
  const facts = new Map<string, ModuleFacts>();
  const usable: KeyedModule[] = [];
  for (const file of files) {
    const results = await readBest({ fileName: file.fileName, bytes: Buffer.from(file.text, 'utf8'), clients });
    results
      .flatMap((r) => (r.refusal ? [] : r.modules))
      .forEach((m, i) => {
        if (m.refusal || m.needsReview) return;
        const moduleKey = `${file.fileName}#${i}`;
        facts.set(moduleKey, m);
        usable.push({ key: moduleKey, facts: m });
      });
  }
  const mapped = mapModules(usable);
  const applied = applyCorrections(mapped.periods, []);
  const periods: CompletedPeriod[] = mapped.periods.map(({ moduleKey, beside }, i) => {
    const { responseDate: _unused, ...rest } = beside;
    return { moduleKey, period: applied[i]!.period, sources: applied[i]!.sources, ...rest };
  });
  return { periods, notReported: mapped.notReported, facts };
}
