import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { createDatabase, type Database } from '@brethren/db';
import { createMigratedTestDatabase, type TestDatabase } from '@brethren/db/testing';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRepository } from '../accounts/repository.js';
import { EnginePort } from '../engine/port.js';
import { FinishedMatchWriter, playMatch, type MatchToWrite } from '../testing/finished-matches.js';
import { DataExporter, DEFAULT_DATA_EXPORT_SETTINGS } from './exporter.js';
import { matchLineJsonSchema, type MatchLine } from './format.js';
import { DataExportRepository } from './repository.js';
import { verifyFiles } from './verify-files.js';
import { ExportWriter } from './writer.js';

const engine = new EnginePort();
const logger = pino({ level: 'silent' });
/** When the exports run: well into November, so October has settled. */
const NOW = new Date('2026-11-20T12:00:00.000Z');

let database: TestDatabase;
let db: Database;
let directory: string;

function exporter(now: () => Date = () => NOW) {
  const repository = new DataExportRepository(db.prisma, db.pool);
  return new DataExporter(
    repository,
    new ExportWriter(repository, directory, now),
    DEFAULT_DATA_EXPORT_SETTINGS,
    ['cartagena', 'tortuga'],
    logger,
    now,
  );
}

async function readLines(file: string): Promise<MatchLine[]> {
  const text = gunzipSync(await readFile(file)).toString('utf8');
  return text
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as MatchLine);
}

const october = () => path.join(directory, 'brethren_cartagena_2026-10.ndjson.gz');
const november = () => path.join(directory, 'brethren_cartagena_2026-11.ndjson.gz');

async function verify(files: string[]) {
  const said: string[] = [];
  const outcome = await verifyFiles(files, engine, (line) => said.push(line));
  return { ...outcome, said };
}

/** A copy of a file, its lines changed by `change`, with the same name in another folder. */
async function tampered(file: string, change: (lines: MatchLine[]) => void): Promise<string> {
  const lines = await readLines(file);
  change(lines);
  const folder = await mkdtemp(path.join(directory, 'copy-'));
  const copy = path.join(folder, path.basename(file));
  await writeFile(copy, gzipSync(lines.map((line) => JSON.stringify(line) + '\n').join('')));
  return copy;
}

beforeAll(async () => {
  database = await createMigratedTestDatabase('open_data');
  db = createDatabase(database.databaseUrl);
  directory = await mkdtemp(path.join(tmpdir(), 'brethren-open-data-'));
  const writer = new FinishedMatchWriter(db.pool);
  const [alice, bob, carol, dave] = (await writer.users(['alice', 'bob', 'carol', 'dave'])) as [
    string,
    string,
    string,
    string,
  ];
  const played = (seed: string, players = 2, resign?: { seat: number; after: number }) =>
    playMatch(engine, 'cartagena', players, seed, resign);
  const match = (
    id: string,
    at: string,
    seats: MatchToWrite['seats'],
    more: Partial<MatchToWrite> & { players?: number; resign?: { seat: number; after: number } } = {},
  ): MatchToWrite => ({
    id,
    played: played(`seed-${id}`, more.players ?? seats.length, more.resign),
    seats,
    finishedAt: new Date(at),
    ranked: more.ranked ?? true,
    visibility: more.visibility ?? 'PUBLIC',
  });
  await writer.write([
    match('oct-1', '2026-10-15T10:00:00.000Z', [{ userId: alice }, { userId: bob }]),
    // The last moment of October and the first of November (UTC).
    match('oct-2', '2026-10-31T23:59:59.999Z', [{ userId: alice }, { userId: carol }]),
    match('nov-1', '2026-11-01T00:00:00.000Z', [{ userId: bob }, { userId: carol }]),
    match('nov-private', '2026-11-03T10:00:00.000Z', [{ userId: alice }, { userId: dave }], {
      visibility: 'PRIVATE',
      ranked: false,
    }),
    match('nov-2', '2026-11-05T10:00:00.000Z', [{ userId: dave }, { userId: alice }]),
    match('nov-3', '2026-11-06T10:00:00.000Z', [{ userId: dave }, { bot: 'random' }], { ranked: false }),
    match('nov-4', '2026-11-07T10:00:00.000Z', [{ userId: bob }, { userId: carol }], {
      resign: { seat: 1, after: 6 },
    }),
    match('nov-5', '2026-11-08T10:00:00.000Z', [{ userId: alice }, { userId: bob }, { userId: carol }]),
  ]);
  await new AccountRepository(db.prisma, db.pool).deleteUser(dave, new Date('2027-01-01T00:00:00.000Z'));
});

afterAll(async () => {
  await db?.prisma.$disconnect();
  await database?.drop();
  if (directory) await rm(directory, { recursive: true, force: true });
});

describe('monthly open-data files', () => {
  it('puts each finished public match in the file of the month it finished in, in order', async () => {
    const written = await exporter().run();
    expect(written.map((file) => `${file.game} ${file.month} ${file.matches}`).sort()).toEqual([
      'cartagena 2026-10 2',
      'cartagena 2026-11 5',
    ]);
    expect((await readLines(october())).map((line) => line.id)).toEqual(['oct-1', 'oct-2']);
    expect((await readLines(november())).map((line) => line.id)).toEqual([
      'nov-1',
      'nov-2',
      'nov-3',
      'nov-4',
      'nov-5',
    ]);
  });

  it('writes lines the published JSON Schema accepts', async () => {
    const valid = new Ajv2020({ strict: false }).compile(matchLineJsonSchema());
    for (const line of [...(await readLines(october())), ...(await readLines(november()))])
      expect(valid(line), JSON.stringify(valid.errors)).toBe(true);
  });

  it('carries the seed, the whole log, the result, placements and ratings', async () => {
    const [line] = await readLines(october());
    const replay = playMatch(engine, 'cartagena', 2, 'seed-oct-1');
    expect(line).toMatchObject({
      version: 1,
      id: 'oct-1',
      game: 'cartagena',
      players: 2,
      ranked: true,
      seed: 'seed-oct-1',
      seedHash: createHash('sha256').update('seed-oct-1').digest('hex'),
      endedAt: '2026-10-15T10:00:00.000Z',
      result: { placements: replay.result.placements },
    });
    expect(line?.log.map((entry) => entry.action)).toEqual(replay.log.map((entry) => entry.action));
    expect(
      line?.seats.map((seat) => [seat.player, seat.placement, seat.rating?.before, seat.rating?.games]),
    ).toEqual([
      ['alice', replay.result.placements[0], 1500, 0],
      ['bob', replay.result.placements[1], 1500, 0],
    ]);
  });

  it('names a deleted account deleted-N, the same in each of its matches, and leaves out private tables', async () => {
    const lines = await readLines(november());
    const seatsOf = (id: string) =>
      lines.find((line) => line.id === id)?.seats.map((seat) => [seat.player, seat.bot]);
    expect(seatsOf('nov-2')).toEqual([
      ['deleted-1', null],
      ['alice', null],
    ]);
    expect(seatsOf('nov-3')).toEqual([
      ['deleted-1', null],
      [null, 'random'],
    ]);
    expect(lines.find((line) => line.id === 'nov-2')?.seats[0]?.rating).toMatchObject({
      before: 1500,
      games: 0,
    });
    const text = gunzipSync(await readFile(november())).toString('utf8');
    expect(text).not.toContain('dave');
    expect(text).not.toContain('nov-private');
    expect(text).not.toContain('user-');
  });

  it('says who played which part: the seat a stand-in bot took over, after which entry', async () => {
    const lines = await readLines(november());
    expect(lines.find((line) => line.id === 'nov-4')?.seatChanges).toEqual([
      { seat: 1, kind: 'RESIGNED', seq: 6, at: '2026-11-07T10:00:00.000Z' },
    ]);
    expect(lines.find((line) => line.id === 'nov-1')?.seatChanges).toEqual([]);
  });

  it('records the bytes, checksum and count of each file; the past month is final', async () => {
    const rows = await db.prisma.dataExport.findMany({ orderBy: { month: 'asc' } });
    for (const [row, file] of [
      [rows[0], october()],
      [rows[1], november()],
    ] as const) {
      const bytes = await readFile(file);
      expect(Number(row?.bytes)).toBe(bytes.length);
      expect(row?.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
    expect(rows.map((row) => [row.month, row.matches, row.final, row.dueAt?.toISOString() ?? null])).toEqual([
      ['2026-10', 2, true, null],
      ['2026-11', 5, false, new Date(NOW.getTime() + 60 * 60_000).toISOString()],
    ]);
  });

  it('rewrites only the current month, once it is due, and only once among nodes', async () => {
    expect(await exporter().run()).toEqual([]);
    const later = () => new Date(NOW.getTime() + 61 * 60_000);
    const runs = await Promise.all([exporter(later).run(), exporter(later).run()]);
    expect(runs.flat().map((file) => file.month)).toEqual(['2026-11']);
  });
});

describe('data:verify', () => {
  it('replays every match and recomputes every rating from the start', async () => {
    const outcome = await verify([october(), november()]);
    expect(outcome.said).toEqual(['7 matches replayed, 0 mismatches; ratings identical']);
    expect(outcome.mismatches).toBe(0);
  });

  it("checks one month alone from each player's first rating in it, and says so", async () => {
    const outcome = await verify([november()]);
    expect(outcome.said).toEqual([
      '5 matches replayed, 0 mismatches; ratings identical (3 players first seen after earlier rated games, checked from the "rating before" the file gives: give every file of the game from its first month to check from the start)',
    ]);
    expect(outcome.playersFromFile).toBe(3);
    // Within the month the chain is still checked: bob's second match must start where his first ended.
    const copy = await tampered(november(), (lines) => {
      const rating = lines.find((line) => line.id === 'nov-4')?.seats[0]?.rating as { before: number };
      rating.before += 1;
    });
    const alone = await verify([copy]);
    expect(alone.said[0]).toMatch(
      /^brethren_cartagena_2026-11\.ndjson\.gz:4: match nov-4: seat 0 \(bob\) starts at/,
    );
    expect(alone.mismatches).toBe(1);
  });

  it('catches a changed action', async () => {
    const copy = await tampered(november(), (lines) => {
      const entry = lines[0]?.log[2] as { action: unknown };
      entry.action = { type: 'no-such-move' };
    });
    const outcome = await verify([october(), copy]);
    expect(outcome.mismatches).toBe(1);
    expect(outcome.said[0]).toMatch(
      /^brethren_cartagena_2026-11\.ndjson\.gz:1: match nov-1: action seq 3 does not apply/,
    );
    expect(outcome.said.at(-1)).toBe('7 matches replayed, 1 mismatches; ratings identical');
  });

  it('catches a changed result', async () => {
    const copy = await tampered(november(), (lines) => {
      const line = lines[1] as MatchLine;
      Object.assign(line, { result: { ...line.result, placements: [...line.result.placements].reverse() } });
    });
    const outcome = await verify([october(), copy]);
    expect(outcome.said[0]).toMatch(/^brethren_cartagena_2026-11\.ndjson\.gz:2: match nov-2: result differs/);
    expect(outcome.said.at(-1)).toBe('7 matches replayed, 1 mismatches; ratings identical');
  });

  it('catches a changed rating', async () => {
    const copy = await tampered(october(), (lines) => {
      const rating = lines[1]?.seats[0]?.rating as { after: number };
      rating.after += 0.5;
    });
    const outcome = await verify([copy, november()]);
    expect(outcome.said[0]).toMatch(
      /^brethren_cartagena_2026-10\.ndjson\.gz:2: match oct-2: seat 0 \(alice\) ends at/,
    );
    expect(outcome.said.at(-1)).toBe('7 matches replayed, 1 mismatches; ratings differ');
  });

  it('says which line of a damaged, cut or foreign file it stopped at', async () => {
    const folder = path.join(directory, 'bad');
    await mkdir(folder);
    const whole = await readFile(november());
    const cut = path.join(folder, 'cut.ndjson.gz');
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const garbage = path.join(folder, 'garbage.ndjson.gz');
    await writeFile(garbage, 'this is not gzip at all');
    const lines = gunzipSync(whole).toString('utf8').split('\n');
    const version2 = path.join(folder, 'version2.ndjson.gz');
    await writeFile(
      version2,
      gzipSync([lines[0], lines[1]?.replace('"version":1', '"version":2')].join('\n')),
    );
    const halfLine = path.join(folder, 'half-line.ndjson.gz');
    await writeFile(halfLine, gzipSync([lines[0], lines[1]?.slice(0, 40)].join('\n')));
    const said = async (file: string) => {
      const outcome = await verify([october(), file]);
      expect(outcome.unreadable).toBe(1);
      expect(outcome.said.at(-1)).toMatch(/; 1 file not read to the end$/);
      return outcome.said.filter((line) => !line.includes(' matches replayed'));
    };
    expect(await said(cut)).toEqual([expect.stringMatching(/^cut\.ndjson\.gz:\d+: the file is cut short/)]);
    expect(await said(garbage)).toEqual([
      expect.stringMatching(/^garbage\.ndjson\.gz:1: the file is damaged \(gzip: /),
    ]);
    expect(await said(version2)).toEqual([
      'version2.ndjson.gz:2: format version 2; this verifier reads version 1',
    ]);
    expect(await said(halfLine)).toEqual(['half-line.ndjson.gz:2: not a JSON line (damaged or cut short)']);
    expect(await said(path.join(folder, 'missing.ndjson.gz'))).toEqual(['missing.ndjson.gz:1: no such file']);
  });
});
