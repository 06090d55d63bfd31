import type { FileResult } from '@taxlens/transcripts';

/** What matching needs of a module: never its lines or figures (those are read again under the report). */
export type MailboxModule = {
  form: string | null;
  taxPeriod: string | null;
  tin: string | null;
  names: string[];
  responseDate: string | null;
};

/** One file of the mailbox: its bytes as delivered, and its modules or why it was refused. */
export type MailboxMember = {
  source: string;
  bytes: Uint8Array;
  refusal: { reason: string; detail: string } | null;
  modules: MailboxModule[];
};

/**
 * A member of a mailbox ZIP as its job matches it (decision 283), from the reader's results for it (read
 * without a client, so that every module's masked TIN and name can be matched to the open reports).
 */
export function mailboxMember(source: string, bytes: Uint8Array, results: readonly FileResult[]): MailboxMember {
  const [result] = results;
  return {
    source,
    bytes,
    refusal: result?.refusal ?? null,
    modules: (result?.modules ?? []).map((m) => ({
      form: m.form,
      taxPeriod: m.taxPeriod,
      tin: m.tin,
      names: m.names,
      responseDate: m.responseDate,
    })),
  };
}
