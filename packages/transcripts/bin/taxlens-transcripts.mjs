#!/usr/bin/env node
// The library is TypeScript run through tsx (as the server is): register it, then run the command.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli.ts');
process.exitCode = await main(process.argv.slice(2));
