import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { CLIENT_TYPES, type ClientTypeCode } from '@taxlens/contracts';
import { checkForm } from './check-form.js';
import { OcrEngine } from './read/ocr.js';
import { TAX_CLASSIFICATIONS, type ClientFacts, type Designee, type TaxClassification } from './types.js';

export const USAGE = `Usage: taxlens-form-check --client-type TYPE [--tax-classification CLASS] --client-name NAME
  --client-tin TIN [--received-on YYYY-MM-DD] [--designee-name NAME --designee-caf CAF]...
  [--spouse-name NAME --spouse-tin TIN] [--product CODE]... [--no-ocr] FILE...
TYPE: ${CLIENT_TYPES.map((t) => t.code).join(', ')}; CLASS: ${TAX_CLASSIFICATIONS.join(', ')}.
The provider's designee comes from ESIGN_DESIGNEE (JSON with "name" and "cafNumber", as the server reads it)
unless --designee-name/--designee-caf are given.`;

class UsageError extends Error {}

/**
 * The provider's own line 2 designee: the server's ESIGN_DESIGNEE, else the demo designee the server uses outside
 * production (apps/server/src/config.ts demoDesignee).
 */
export function defaultDesignee(env: NodeJS.ProcessEnv): Designee {
  if (env.ESIGN_DESIGNEE) {
    const parsed = JSON.parse(env.ESIGN_DESIGNEE) as { name?: string; cafNumber?: string };
    if (!parsed.name || !parsed.cafNumber) throw new UsageError('ESIGN_DESIGNEE needs "name" and "cafNumber"');
    return { name: parsed.name, caf: parsed.cafNumber };
  }
  return { name: `${env.PRODUCT_NAME ?? 'TaxLens'} Transcript Services`, caf: '0312-45678R' };
}

export function parseCommandLine(
  argv: string[],
  env: NodeJS.ProcessEnv,
  today: string,
): { facts: ClientFacts; files: string[]; ocr: boolean } {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'client-type': { type: 'string' },
      'tax-classification': { type: 'string' },
      'client-name': { type: 'string' },
      'client-tin': { type: 'string' },
      'received-on': { type: 'string' },
      'designee-name': { type: 'string', multiple: true },
      'designee-caf': { type: 'string', multiple: true },
      'spouse-name': { type: 'string' },
      'spouse-tin': { type: 'string' },
      product: { type: 'string', multiple: true },
      'no-ocr': { type: 'boolean' },
    },
  });
  const type = values['client-type'];
  if (!CLIENT_TYPES.some((t) => t.code === type))
    throw new UsageError(`--client-type must be one of ${CLIENT_TYPES.map((t) => t.code).join(', ')}`);
  const classification = values['tax-classification'];
  if (classification && !(TAX_CLASSIFICATIONS as readonly string[]).includes(classification))
    throw new UsageError(`--tax-classification must be one of ${TAX_CLASSIFICATIONS.join(', ')}`);
  if (!values['client-name']?.trim()) throw new UsageError('--client-name is required');
  if (!/^\d{9}$/.test((values['client-tin'] ?? '').replace(/-/g, '')))
    throw new UsageError('--client-tin must be 9 digits (an EIN or SSN)');
  const receivedOn = values['received-on'] ?? today;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(receivedOn) || Number.isNaN(Date.parse(receivedOn)))
    throw new UsageError('--received-on must be a date YYYY-MM-DD');
  const names = values['designee-name'] ?? [];
  const cafs = values['designee-caf'] ?? [];
  if (names.length !== cafs.length) throw new UsageError('each --designee-name needs its --designee-caf');
  if ((values['spouse-name'] === undefined) !== (values['spouse-tin'] === undefined))
    throw new UsageError('--spouse-name and --spouse-tin go together');
  if (positionals.length === 0) throw new UsageError('name at least one PDF file');
  const designees = names.length ? names.map((name, i) => ({ name, caf: cafs[i]! })) : [defaultDesignee(env)];
  return {
    files: positionals,
    ocr: !values['no-ocr'],
    facts: {
      clientType: type as ClientTypeCode,
      taxClassification: (classification as TaxClassification | undefined) ?? null,
      clientName: values['client-name'],
      clientTin: values['client-tin']!,
      spouse: values['spouse-name'] ? { name: values['spouse-name'], tin: values['spouse-tin']! } : null,
      designees,
      receivedOn,
      products: values.product ?? [],
    },
  };
}

/** Where the command line writes: the process's own streams, or a test's. */
export type CliOutput = { stdout: Pick<NodeJS.WritableStream, 'write'>; stderr: Pick<NodeJS.WritableStream, 'write'> };

/** Runs the command line: prints `{ files: [...] }`; 0 when it ran, 2 on bad arguments. */
export async function runCli(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  output: CliOutput = process,
): Promise<number> {
  let parsed: ReturnType<typeof parseCommandLine>;
  try {
    parsed = parseCommandLine(argv, env, new Date().toISOString().slice(0, 10));
  } catch (error) {
    const known = error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    if (!known) throw error;
    output.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  const ocr = parsed.ocr ? new OcrEngine() : null;
  try {
    const files = [];
    for (const file of parsed.files) {
      const bytes = await readFile(file).catch(() => null);
      if (!bytes) {
        output.stderr.write(`Cannot read ${file}\n`);
        return 2;
      }
      files.push(await checkForm(file, new Uint8Array(bytes), parsed.facts, ocr));
    }
    output.stdout.write(`${JSON.stringify({ files }, null, 2)}\n`);
    return 0;
  } finally {
    await ocr?.close();
  }
}
