#!/usr/bin/env node
/**
 * Verifies open-data files: replays every match from its seed and log, checks its result, and
 * recomputes every rating from the start with the server's own rating code.
 * Usage: npm run data:verify -- brethren_cartagena_2026-10.ndjson.gz brethren_cartagena_2026-11.ndjson.gz
 * Give a game's files oldest month first, from its first month, for the ratings to be recomputed.
 * Prints one line per difference (file:line: match id: what) and a last line with the totals;
 * exits 1 on any difference or unreadable file.
 */
import path from 'node:path';
import { EnginePort } from '../engine/port.js';
import { verifyFiles } from '../open-data/verify-files.js';

// npm runs the script from the repository root; names are relative to where it was typed.
const from = process.env['INIT_CWD'] ?? process.cwd();
const files = process.argv.slice(2).map((file) => path.resolve(from, file));
if (files.length === 0) {
  console.error('data:verify: name the files to verify (brethren_<game>_<YYYY-MM>.ndjson.gz …)');
  process.exit(2);
}
const outcome = await verifyFiles(files, new EnginePort(), (line) => console.log(line));
process.exitCode = outcome.mismatches > 0 || outcome.unreadable > 0 ? 1 : 0;
