import { createReadStream } from 'node:fs';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import type { EnginePort } from '../engine/port.js';
import { FORMAT_VERSION, matchLineSchema, type MatchLine } from './format.js';
import { MatchVerifier, type Difference } from './verifier.js';

export interface VerifyOutcome {
  readonly matches: number;
  /** Matches that differ from their replay or recomputation. */
  readonly mismatches: number;
  /** Whether any rating differed. */
  readonly ratingsDiffer: boolean;
  /** A file that could not be read to its end (damaged, cut short, another version). */
  readonly unreadable: number;
  /** Players whose ratings were checked from the file's first "rating before" (see MatchVerifier). */
  readonly playersFromFile: number;
}

/**
 * Verifies open-data files (see MatchVerifier), in the order given, writing one line per problem —
 * `file:line: match id: what differs` — and a last line with the totals. Damaged files, lines that
 * are not a match of this format version and unknown games are reported by line, never thrown.
 */
export async function verifyFiles(
  files: readonly string[],
  engine: EnginePort,
  say: (line: string) => void,
): Promise<VerifyOutcome> {
  const verifier = new MatchVerifier(engine);
  const known = new Set(engine.list().map((game) => game.id));
  let matches = 0;
  let mismatches = 0;
  let unreadable = 0;
  let ratingsDiffer = false;
  for (const file of files) {
    const name = path.basename(file);
    verifier.startFile(file);
    let lineNumber = 0;
    try {
      for await (const text of lines(file)) {
        lineNumber += 1;
        const parsed = parseLine(text, known);
        if (typeof parsed === 'string') {
          say(`${name}:${lineNumber}: ${parsed}`);
          unreadable += 1;
          break;
        }
        matches += 1;
        const problems = checked(verifier, parsed);
        if (problems.length === 0) continue;
        mismatches += 1;
        if (problems.some((problem) => problem.kind === 'rating')) ratingsDiffer = true;
        for (const problem of problems) say(`${name}:${lineNumber}: match ${parsed.id}: ${problem.text}`);
      }
    } catch (error) {
      unreadable += 1;
      say(`${name}:${lineNumber + 1}: ${unreadableBecause(error)}`);
    }
  }
  const ratings = ratingsDiffer ? 'ratings differ' : 'ratings identical';
  const fromFile = verifier.playersFromFile;
  say(
    `${matches} matches replayed, ${mismatches} mismatches; ${ratings}` +
      (fromFile > 0
        ? ` (${fromFile} player${fromFile === 1 ? '' : 's'} first seen after earlier rated games, checked from the "rating before" the file gives: give every file of the game from its first month to check from the start)`
        : '') +
      (unreadable > 0 ? `; ${unreadable} file${unreadable === 1 ? '' : 's'} not read to the end` : ''),
  );
  return { matches, mismatches, ratingsDiffer, unreadable, playersFromFile: fromFile };
}

/** What differs in a match; a line the engine cannot even set up is a mismatch too, not a crash. */
function checked(verifier: MatchVerifier, line: MatchLine): Difference[] {
  try {
    return verifier.check(line);
  } catch (error) {
    return [
      {
        kind: 'match',
        text: `could not be replayed: ${error instanceof Error ? error.message : String(error)}`,
      },
    ];
  }
}

/** A line as a match of this format, or why it is not one. */
function parseLine(text: string, games: ReadonlySet<string>): MatchLine | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'not a JSON line (damaged or cut short)';
  }
  const version = (value as { version?: unknown } | null)?.version;
  if (version !== FORMAT_VERSION)
    return `format version ${JSON.stringify(version ?? null)}; this verifier reads version ${FORMAT_VERSION}`;
  const parsed = matchLineSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `not a match of format version ${FORMAT_VERSION}: ${issue?.path.join('.') || 'the line'}: ${issue?.message}`;
  }
  if (!games.has(parsed.data.game)) return `unknown game "${parsed.data.game}"`;
  return parsed.data as MatchLine;
}

function unreadableBecause(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'a folder, not a file';
  if (code === 'Z_BUF_ERROR') return 'the file is cut short (the gzip stream ends early)';
  if (typeof code === 'string' && code.startsWith('Z_'))
    return `the file is damaged (gzip: ${(error as Error).message})`;
  return `could not be read: ${error instanceof Error ? error.message : String(error)}`;
}

/** The file's lines, gunzipped, one at a time (the last one need not end with a newline). */
async function* lines(file: string): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  const gunzip = createGunzip();
  // `pipe` does not pass the file's own errors on (a missing file): the loop below must see them.
  createReadStream(file)
    .on('error', (error) => gunzip.destroy(error))
    .pipe(gunzip);
  for await (const chunk of gunzip) {
    pending += decoder.write(chunk as Buffer);
    let end = pending.indexOf('\n');
    while (end >= 0) {
      yield pending.slice(0, end);
      pending = pending.slice(end + 1);
      end = pending.indexOf('\n');
    }
  }
  pending += decoder.end();
  if (pending.length > 0) yield pending;
}
