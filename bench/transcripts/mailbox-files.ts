import { SCENARIOS } from '../../packages/transcripts/corpus/scenarios.js';
import { renderPdf } from '../../packages/transcripts/scripts/render-pdf.js';
import { renderText } from '../../packages/transcripts/src/render/render-text.js';
import { storedZip } from '../imports/stored-zip.js';

/** Files per taxpayer: a client's periods come as one file each. */
const FILES_PER_TAXPAYER = 4;
/** One taxpayer in this many is a client of two lenders, each with an open report: its files are ambiguous. */
const AMBIGUOUS_EVERY = 50;
/** One file in this many is not a transcript (refused). */
const REFUSED_EVERY = 100;

/** A taxpayer of the mailbox: the bench makes it a client with an open report (two, at two lenders, when shared). */
export type Taxpayer = { ein: string; name: string; shared: boolean };

export type Mailbox = {
  zip: Buffer;
  taxpayers: Taxpayer[];
  expected: { filed: number; ambiguous: number; refused: number };
};

/** The corpus's one-module business scenarios whose module prints a TIN and a name (matchable). */
const MODULES = SCENARIOS.filter(
  (s) => s.client.name === 'Exam Fabrication Co' && s.modules.length === 1 && !s.fileRefusal,
)
  .map((s) => s.modules[0]!)
  .filter((m) => m.kind !== 'not_found');

/** Masked as the IRS masks a name: the first four characters of each word (reference section 1). */
const maskName = (name: string) =>
  name
    .toUpperCase()
    .split(/\s+/)
    .map((w) => w.slice(0, 4))
    .join(' ');

/**
 * A day's mailbox of `files` transcript files for `files / 4` taxpayers (last four digits all different, so
 * each file matches its taxpayer's open report alone), every other file a PDF, the rest text, each from a
 * corpus scenario rendered with the taxpayer's masked TIN and name; a few taxpayers shared by two lenders and
 * a few files that are no transcript, so every outcome of decision 283 is exercised.
 */
export async function buildMailbox(files: number): Promise<Mailbox> {
  const taxpayers: Taxpayer[] = Array.from({ length: Math.ceil(files / FILES_PER_TAXPAYER) }, (_, t) => {
    const last4 = String(1000 + t).padStart(4, '0');
    return {
      ein: `12-345${last4}`,
      name: `Mailbox Bench Taxpayer ${last4}`,
      shared: t % AMBIGUOUS_EVERY === AMBIGUOUS_EVERY - 1,
    };
  });
  const expected = { filed: 0, ambiguous: 0, refused: 0 };
  const entries: { name: string; bytes: Buffer }[] = [];
  for (let i = 0; i < files; i++) {
    if (i % REFUSED_EVERY === REFUSED_EVERY - 1) {
      entries.push({ name: `notes-${i}.txt`, bytes: Buffer.from('Call the client about the March invoice.\n') });
      expected.refused += 1;
      continue;
    }
    const taxpayer = taxpayers[Math.floor(i / FILES_PER_TAXPAYER)]!;
    const module = {
      ...MODULES[i % MODULES.length]!,
      tin: `XX-XXX${taxpayer.ein.slice(-4)}`,
      names: [maskName(taxpayer.name)],
    };
    const text = renderText([module]);
    const pdf = i % 2 === 1;
    entries.push({
      name: `transcript-${i}.${pdf ? 'pdf' : 'txt'}`,
      bytes: pdf ? await renderPdf(text) : Buffer.from(text),
    });
    if (taxpayer.shared) expected.ambiguous += 1;
    else expected.filed += 1;
  }
  return { zip: storedZip(entries), taxpayers, expected };
}
