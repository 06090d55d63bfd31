import type { ClientTypeCode, TaxPeriod } from '@taxlens/contracts';
import { transcriptsOfPeriods } from '../../modules/test-mode/index.js';
import { clientsOf, readRenderedTranscripts, sealFacts } from '../../modules/transcripts/index.js';

type ReportRow = {
  id: string;
  lender_id: string;
  client_id: string;
  status?: string;
  periods?: unknown;
  report_date?: unknown;
  completed_at?: unknown;
};
type ClientRow = {
  id: string;
  business_name: string;
  first_name?: string | null;
  last_name?: string | null;
  client_type?: string | null;
  tax_id_last4?: string | null;
};

const periodsOf = (r: ReportRow): TaxPeriod[] =>
  ((typeof r.periods === 'string' ? JSON.parse(r.periods) : r.periods) ?? []) as TaxPeriod[];

/** At most this many reports per lender (the most recently completed): the seed runs for every test database. */
const PER_LENDER = 40;

/** A period with something a lender looks up the line for: a balance, a lien, a levy notice, an agreement, no return. */
const worthEvidence = (p: TaxPeriod) =>
  p.balanceCents > 0 || p.lienFiledOn !== null || p.levyNoticeOn !== null || p.installmentAgreement || !p.filed;

/**
 * The evidence of each client's latest completed report that found something (worthEvidence), as a report completed from transcripts keeps it
 * (decision 281): its periods rendered as transcripts, read by the reader operations use and sealed in
 * report_transcript_facts. Only the 40 most recent of those, so the seed stays quick (reading takes about 10 ms a report);
 * a reading that does not give the report's periods back is left without evidence rather than contradict them.
 */
export async function demoEvidence(reports: readonly ReportRow[], clients: readonly ClientRow[], piiKey: Buffer) {
  const byClient = new Map(clients.map((c) => [c.id, c]));
  const latest = new Map<string, ReportRow>();
  for (const r of reports) {
    if (r.status !== 'COMPLETED' || !r.report_date) continue;
    const seen = latest.get(r.client_id);
    if (!seen || String(r.completed_at) > String(seen.completed_at)) latest.set(r.client_id, r);
  }
  const rows: { report_id: string; lender_id: string; facts_sealed: string }[] = [];
  const newestFirst = [...latest.values()]
    .filter((r) => periodsOf(r).some(worthEvidence))
    .sort((a, b) => String(b.completed_at).localeCompare(String(a.completed_at)))
    .slice(0, PER_LENDER);
  for (const report of newestFirst) {
    const client = byClient.get(report.client_id);
    const periods = periodsOf(report);
    if (!client?.tax_id_last4) continue;
    const reportDate = String(report.report_date).slice(0, 10);
    const names = {
      business_name: client.business_name,
      first_name: client.first_name ?? null,
      last_name: client.last_name ?? null,
    };
    const text = transcriptsOfPeriods(
      periods,
      {
        name: client.business_name,
        taxId: client.tax_id_last4,
        person: (client.client_type as ClientTypeCode) === 'individual',
      },
      reportDate,
    );
    const read = await readRenderedTranscripts(
      [{ fileName: 'demo-transcripts.txt', text }],
      clientsOf(names, client.tax_id_last4),
    );
    const key = (p: TaxPeriod) => `${p.form} ${p.period}`;
    const got = new Map(read.periods.map((p) => [key(p.period), p]));
    const ordered = periods.map((p) => got.get(key(p)));
    if (ordered.some((p, i) => !p || JSON.stringify(p.period) !== JSON.stringify(periods[i]))) continue;
    rows.push({
      report_id: report.id,
      lender_id: report.lender_id,
      facts_sealed: sealFacts(piiKey, { periods: ordered.map((p) => p!), notReported: [] }),
    });
  }
  return rows;
}
