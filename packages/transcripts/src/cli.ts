import { readFile as readBytes } from 'node:fs/promises';
import { basename } from 'node:path';
import { readFile } from './read-file.js';
import type { Client, FileResult } from './types.js';

const USAGE = 'Usage: taxlens-transcripts read [--client-tin TIN --client-name NAME] FILE...';

type Parsed = { files: string[]; client?: Client } | { error: string };

export function parseArgs(argv: string[]): Parsed {
  const [command, ...rest] = argv;
  if (command !== 'read') return { error: command ? `Unknown command "${command}".` : 'No command.' };
  const files: string[] = [];
  let tin: string | undefined;
  let name: string | undefined;
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i]!;
    if (arg === '--client-tin' || arg === '--client-name') {
      const value = rest[i + 1];
      if (value === undefined || value.startsWith('--')) return { error: `${arg} needs a value.` };
      if (arg === '--client-tin') tin = value;
      else name = value;
      i += 1;
    } else if (arg.startsWith('--')) return { error: `Unknown option ${arg}.` };
    else files.push(arg);
  }
  if (files.length === 0) return { error: 'No file given.' };
  if ((tin === undefined) !== (name === undefined)) return { error: '--client-tin and --client-name go together.' };
  if (tin !== undefined && tin.replace(/\D/g, '').length < 4)
    return { error: '--client-tin needs at least four digits.' };
  return tin !== undefined && name !== undefined ? { files, client: { tin, name } } : { files };
}

/** Runs the command; returns the exit code (0 when it ran, refusals included; 2 on bad arguments). */
export async function main(argv: string[], out = process.stdout, err = process.stderr): Promise<number> {
  const parsed = parseArgs(argv);
  if ('error' in parsed) {
    err.write(`${parsed.error}\n${USAGE}\n`);
    return 2;
  }
  const files: FileResult[] = [];
  for (const path of parsed.files) {
    let bytes: Uint8Array;
    try {
      bytes = await readBytes(path);
    } catch {
      err.write(`Cannot read ${path}.\n${USAGE}\n`);
      return 2;
    }
    files.push(...(await readFile(basename(path), bytes, parsed.client ? { client: parsed.client } : {})));
  }
  out.write(`${JSON.stringify({ files }, null, 2)}\n`);
  return 0;
}
