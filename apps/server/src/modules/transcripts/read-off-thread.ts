import { type Client, type FileResult, readFile } from '@taxlens/transcripts';

export type ReadInput = { fileName: string; bytes: Uint8Array; clients: Client[] };

/**
 * Runs in a worker thread, the read job's, kept between files (decision 295): reads one uploaded file into
 * results per file (a ZIP gives one per member) for each way of writing the client's name, and keeps the
 * reading that refuses fewest modules. Without a client (a mailbox's member, decision 300) it reads the file
 * once, every module kept for matching. Plain data in and out.
 */
export default async function read(input: ReadInput): Promise<FileResult[]> {
  if (input.clients.length === 0) return readFile(input.fileName, input.bytes);
  let best: FileResult[] | null = null;
  let bestRefused = Infinity;
  for (const client of input.clients) {
    const results = await readFile(input.fileName, input.bytes, { client });
    const refused = results.reduce(
      (n, r) => n + (r.refusal?.reason === 'tin_mismatch' ? 1000 : 0) + r.modules.filter((m) => m.refusal).length,
      0,
    );
    if (refused < bestRefused) [best, bestRefused] = [results, refused];
    if (refused === 0) break;
  }
  return best ?? [];
}
