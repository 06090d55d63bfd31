import { z } from 'zod';
import { TAX_FORMS } from './domain.js';
import { displayDate } from './format/time.js';
import { taxPeriodCodeSchema, taxPeriodSchema } from './reports.js';
import { text } from './text-fields.js';

/** Decision 272: transcripts uploaded to one open report, at most this many files (each a PDF, text, HTML or ZIP) at a time. */
export const TRANSCRIPT_UPLOAD_MAX_FILES = 20;
/** Each uploaded transcript file (a ZIP too; its members meet the import's ZIP limits). */
export const TRANSCRIPT_FILE_MAX_BYTES = 10 * 1024 * 1024;

const refusalSchema = z.object({ reason: z.string(), detail: z.string() }).nullable();

export const transcriptEvidenceSchema = z.object({
  file: z.string(),
  page: z.number().int(),
  line: z.number().int(),
  code: z.string().nullable(),
  date: z.string().nullable(),
  amountCents: z.number().int().nullable(),
  text: z.string(),
});
export type TranscriptEvidence = z.infer<typeof transcriptEvidenceSchema>;

const actDateSchema = z.object({ date: z.string(), basis: z.enum(['stated', 'estimate']), why: z.string() }).nullable();
export const transcriptActBySchema = z.object({
  levyPossibleFrom: actDateSchema,
  lienFiledWithin45Days: actDateSchema,
  csed: actDateSchema,
});
export const transcriptStageSchema = z.object({ name: z.string(), reachedOn: z.string().nullable() });

export const TRANSCRIPT_FILE_STATUSES = ['QUEUED', 'READING', 'READ', 'REFUSED', 'FAILED'] as const;
export const TRANSCRIPT_MODULE_STATUSES = ['READY', 'NEEDS_REVIEW', 'CONFIRMED', 'REFUSED'] as const;

export const transcriptFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  status: z.enum(TRANSCRIPT_FILE_STATUSES),
  refusal: refusalSchema,
  uploadedAt: z.string(),
  readAt: z.string().nullable(),
});

export const transcriptLineSchema = z.object({
  page: z.number().int(),
  line: z.number().int(),
  code: z.string().nullable(),
  date: z.string().nullable(),
  amountCents: z.number().int().nullable(),
  text: z.string(),
});

export const transcriptModuleSchema = z.object({
  id: z.string(),
  source: z.string(),
  form: z.string().nullable(),
  taxPeriod: z.string().nullable(),
  status: z.enum(TRANSCRIPT_MODULE_STATUSES),
  refusal: refusalSchema,
  needsReview: z
    .object({ why: z.string(), lines: z.array(z.object({ page: z.number(), line: z.number(), text: z.string() })) })
    .nullable(),
  confirmedBy: z.string().nullable(),
  responseDate: z.string().nullable(),
  stage: transcriptStageSchema.nullable(),
  /** The transcript's transaction lines, in printed order. */
  lines: z.array(transcriptLineSchema),
  evidence: z.record(z.string(), z.array(transcriptEvidenceSchema)),
});
export type TranscriptModule = z.infer<typeof transcriptModuleSchema>;

const FACT_SOURCES = ['derived', 'entered'] as const;
export const derivedPeriodSchema = z.object({
  moduleId: z.string(),
  period: taxPeriodSchema,
  sources: z.record(z.string(), z.enum(FACT_SOURCES)),
  creditCents: z.number().int(),
  iaPending: z.boolean(),
  stage: transcriptStageSchema,
  actBy: transcriptActBySchema,
  evidence: z.record(z.string(), z.array(transcriptEvidenceSchema)),
});
export type DerivedPeriod = z.infer<typeof derivedPeriodSchema>;

const leftOutSchema = z.object({
  moduleId: z.string(),
  form: z.string().nullable(),
  taxPeriod: z.string().nullable(),
  why: z.string(),
});

/** A module the IRS answered before the order was placed (decision 283): used only once attached with a reason. */
const beforeOrderSchema = z.object({
  moduleId: z.string(),
  form: z.string().nullable(),
  taxPeriod: z.string().nullable(),
  responseDate: z.string(),
  orderedOn: z.string(),
  attached: z.object({ reason: z.string(), by: z.string().nullable(), at: z.string() }).nullable(),
  why: z.string(),
});

export const transcriptCorrectionSchema = z.object({
  form: z.string(),
  period: z.string(),
  fact: z.string(),
  value: z.unknown(),
  reason: z.string(),
  by: z.string().nullable(),
  at: z.string(),
});

/** Everything the operations console shows of a report's transcripts (decision 272). */
export const reportTranscriptsSchema = z.object({
  reportId: z.string(),
  reportStatus: z.string(),
  files: z.array(transcriptFileSchema),
  /** Files read (or refused) of those uploaded. */
  progress: z.object({ files: z.number().int(), done: z.number().int() }),
  modules: z.array(transcriptModuleSchema),
  periods: z.array(derivedPeriodSchema),
  notReported: z.array(leftOutSchema),
  evidenceOnly: z.array(leftOutSchema),
  superseded: z.array(leftOutSchema),
  beforeOrder: z.array(beforeOrderSchema),
  /** Periods the client's 8821 covers for which no transcript came. */
  missing: z.array(z.string()),
  corrections: z.array(transcriptCorrectionSchema),
  /** Why "Complete from transcripts" cannot run now; empty when it can. */
  blockers: z.array(z.string()),
});
export type ReportTranscripts = z.infer<typeof reportTranscriptsSchema>;

export const transcriptModuleParamsSchema = z.object({ reportId: z.uuid(), moduleId: z.uuid() });

export const attachBeforeOrderSchema = z.object({ reason: z.string().trim().min(1, 'Give the reason.').max(500) });

const dateOrNull = z.iso.date().nullable();
const reason = text('Reason', { max: 500, multiline: true }).min(1, 'Please give the reason for the correction');
const target = { form: z.enum(TAX_FORMS), period: taxPeriodCodeSchema, reason };

/** An operator's correction of one derived fact, always with a reason. */
export const correctTranscriptFactSchema = z.discriminatedUnion('fact', [
  z.object({ ...target, fact: z.enum(['filed', 'installmentAgreement', 'iaInDefault']), value: z.boolean() }),
  z.object({ ...target, fact: z.enum(['filedOn', 'lienFiledOn', 'levyNoticeOn']), value: dateOrNull }),
  z.object({ ...target, fact: z.literal('balanceCents'), value: z.number().int().min(0).max(100_000_000_000) }),
]);
export type CorrectTranscriptFactInput = z.infer<typeof correctTranscriptFactSchema>;

export const transcriptMissingSchema = z.object({ periods: z.array(z.string()) });

/** The collection stages (packages/transcripts' names) in the words lenders read them (decision 279). */
export const COLLECTION_STAGE_LABELS: Record<string, string> = {
  none: 'No collection action',
  balance_due: 'Balance due',
  notices: 'Notices sent',
  final_notice: 'Final notice of intent to levy',
  lien_filed: 'Lien filed',
  levy: 'Levy',
  agreement: 'Installment agreement',
  not_collectible: 'Currently not collectible',
  bankruptcy: 'Bankruptcy or legal action',
  offer_pending: 'Offer in compromise pending',
};

/** The dates a lender acts on, in the order and words the report page and the PDF show them (decision 279). */
export const ACT_BY_LABELS = {
  levyPossibleFrom: 'Levy possible from',
  lienFiledWithin45Days: 'Lien filed within the last 45 days',
  csed: 'Collection statute expires',
} as const;

/** The report's facts an operator may enter instead of the transcript (decision 272), in words. */
export const ENTERED_FACT_LABELS: Record<string, string> = {
  filed: 'filed',
  filedOn: 'filed on',
  balanceCents: 'balance',
  installmentAgreement: 'installment agreement',
  iaInDefault: 'agreement in default',
  lienFiledOn: 'lien filed on',
  levyNoticeOn: 'levy notice on',
};

/** "balance, lien filed on": the facts an operator entered rather than the transcript gave. */
export const describeEnteredFacts = (facts: readonly string[]) =>
  facts.map((f) => ENTERED_FACT_LABELS[f] ?? f).join(', ');

/** "Levy possible from: 07.02.2025 (estimate)": a period's dates to act on, each stated or estimated. */
export function describeActBy(actBy: z.infer<typeof transcriptActBySchema> | null): string[] {
  if (!actBy) return [];
  return (Object.keys(ACT_BY_LABELS) as (keyof typeof ACT_BY_LABELS)[]).flatMap((k) => {
    const d = actBy[k];
    return d ? [`${ACT_BY_LABELS[k]}: ${displayDate(d.date)} (${d.basis})`] : [];
  });
}

/** A period's collection stage as a lender reads it: the stage, its words and the date it was reached. */
export const collectionStageSchema = z.object({
  name: z.string().meta({
    description:
      'The stage: none, balance_due, notices, final_notice, lien_filed, levy, agreement, not_collectible, bankruptcy or offer_pending.',
  }),
  label: z.string().meta({ description: 'The stage in plain words, e.g. "Lien filed".' }),
  reachedOn: z
    .string()
    .nullable()
    .meta({ description: 'The date (YYYY-MM-DD) the stage was reached, when the transcript tells.' }),
});
export type CollectionStage = z.infer<typeof collectionStageSchema>;

/** One fact of a period and the IRS transcript line it was read from; never the file it came in. */
export const reportEvidenceLineSchema = z.object({
  fact: z.string().meta({ description: 'The fact the line is evidence for, e.g. lienFiledOn, balanceCents, notices.' }),
  label: z.string().meta({ description: 'The fact in plain words, e.g. "Lien filed".' }),
  code: z
    .string()
    .nullable()
    .meta({ description: 'The IRS transaction code (TC), null for a header line such as the balance.' }),
  date: z.string().nullable().meta({ description: "The line's date, YYYY-MM-DD." }),
  amountCents: z.number().int().nullable(),
  text: z.string().meta({ description: 'The transcript line as printed.' }),
  form: z.string(),
  period: z.string(),
  summary: z
    .string()
    .meta({ description: 'The line in words: "Lien filed 06.20.2025 — IRS transcript, TC 582, Form 941, 2024Q4".' }),
});
export type ReportEvidenceLine = z.infer<typeof reportEvidenceLineSchema>;

/** GET /api/reports/{reportId}/evidence: per period of a report completed from transcripts, the evidence in words. */
export const reportEvidenceSchema = z.object({
  periods: z.array(
    z.object({
      form: z.string(),
      period: z.string(),
      stage: collectionStageSchema,
      actBy: transcriptActBySchema,
      /** One plain sentence: what the IRS record says about the period (decision 279). */
      explanation: z.string(),
      /** "Lien filed 06.20.2025 — IRS transcript, TC 582, Form 941, 2024Q4". */
      lines: z.array(z.string()),
      /** The facts an operator entered rather than the transcript gave. */
      entered: z.array(z.string()),
    }),
  ),
  /** Periods the IRS reported no data for. */
  notReported: z.array(z.object({ form: z.string().nullable(), taxPeriod: z.string().nullable() })),
});
export type ReportEvidence = z.infer<typeof reportEvidenceSchema>;
