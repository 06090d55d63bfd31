import { z } from 'zod';

/** Decision 283: an operator's mailbox ZIP of transcripts, filed under the open reports it matches. */

const refusal = z.object({ reason: z.string(), detail: z.string() }).nullable();

export const TRANSCRIPT_MAILBOX_STATUSES = ['QUEUED', 'READING', 'DONE', 'REFUSED', 'FAILED'] as const;

export const transcriptMailboxSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  status: z.enum(TRANSCRIPT_MAILBOX_STATUSES),
  refusal,
  /** Files of the ZIP matched (and filed or listed) of those it holds. */
  progress: z.object({ files: z.number().int(), done: z.number().int() }),
  /** Modules filed under an open report, and modules (or refused files) put on the list. */
  filed: z.number().int(),
  listed: z.number().int(),
  uploadedAt: z.string(),
  doneAt: z.string().nullable(),
});
export type TranscriptMailbox = z.infer<typeof transcriptMailboxSchema>;
export const transcriptMailboxesSchema = z.object({ mailboxes: z.array(transcriptMailboxSchema) });

export const TRANSCRIPT_MAILBOX_REASONS = ['AMBIGUOUS', 'UNMATCHED', 'REFUSED'] as const;

export const transcriptMailboxItemSchema = z.object({
  id: z.string(),
  mailboxId: z.string(),
  mailboxFile: z.string(),
  /** The file within the ZIP. */
  source: z.string(),
  reason: z.enum(TRANSCRIPT_MAILBOX_REASONS),
  /** The reason in words: which reports it matches, or why none. */
  detail: z.string(),
  form: z.string().nullable(),
  taxPeriod: z.string().nullable(),
  /** As the transcript prints them: masked. */
  tin: z.string().nullable(),
  name: z.string().nullable(),
  responseDate: z.string().nullable(),
  candidates: z.array(z.object({ reportId: z.string(), lender: z.string(), client: z.string() })),
  listedAt: z.string(),
});
export type TranscriptMailboxItem = z.infer<typeof transcriptMailboxItemSchema>;
export const transcriptMailboxItemsSchema = z.object({ items: z.array(transcriptMailboxItemSchema) });

export const mailboxItemParamsSchema = z.object({ itemId: z.uuid() });
export const fileMailboxItemSchema = z.object({ reportId: z.uuid() });
