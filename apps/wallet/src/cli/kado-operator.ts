#!/usr/bin/env node
/** `kado-operator`: the wallet's operator endpoints from a terminal (see --help). */
import { operatorCliEnv } from './env.js';
import { runOperatorCli } from './operator-cli.js';

process.exitCode = await runOperatorCli(process.argv.slice(2), {
  env: operatorCliEnv(),
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
