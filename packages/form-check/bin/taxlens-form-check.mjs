#!/usr/bin/env node
// The command line of @taxlens/form-check: TypeScript run through tsx, as the server runs.
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../src/cli.ts');
process.exitCode = await runCli(process.argv.slice(2));
