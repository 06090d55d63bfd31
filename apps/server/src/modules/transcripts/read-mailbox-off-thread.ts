import { readFile, readZip, ZipRefused } from '@taxlens/transcripts';

export type MailboxInput = { fileName: string; bytes: Uint8Array };

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

export type MailboxRead = { refusal: { reason: string; detail: string } | null; members: MailboxMember[] };

/**
 * Runs in a worker thread (runOffThread, decision 250): opens a mailbox ZIP under the import's limits
 * (readZip: entries, sizes, links, nested archives, paths) and reads each member without a client, so that
 * every module's masked TIN and name can be matched to the open reports (decision 283). Plain data in and out.
 */
export default async function readMailbox(input: MailboxInput): Promise<MailboxRead> {
  const members: MailboxMember[] = [];
  const isZip = input.bytes[0] === 0x50 && input.bytes[1] === 0x4b;
  if (!isZip) {
    return {
      refusal: { reason: 'zip_refused', detail: 'A mailbox is a ZIP of the files the IRS delivered.' },
      members,
    };
  }
  try {
    await readZip(input.bytes, async (name, bytes) => {
      const [result] = await readFile(name, bytes);
      members.push({
        source: name,
        bytes,
        refusal: result?.refusal ?? null,
        modules: (result?.modules ?? []).map((m) => ({
          form: m.form,
          taxPeriod: m.taxPeriod,
          tin: m.tin,
          names: m.names,
          responseDate: m.responseDate,
        })),
      });
    });
  } catch (error) {
    const detail = error instanceof ZipRefused ? error.message : 'The file is not a readable ZIP.';
    return { refusal: { reason: 'zip_refused', detail }, members: [] };
  }
  if (members.length === 0) {
    return { refusal: { reason: 'zip_refused', detail: 'The ZIP holds no file.' }, members };
  }
  return { refusal: null, members };
}
