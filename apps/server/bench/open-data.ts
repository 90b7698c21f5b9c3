/**
 * Open-data bench: LOAD_OPEN_DATA_MATCHES (5,000) finished ranked Cartagena matches between 1,000
 * accounts, written straight into a throw-away database (200 distinct games played out by the
 * engine, each written many times under its own id, players and finishing time), a tenth in one
 * month and the rest in the next. Prints: the export's time and matches per second, the process's
 * peak memory while writing each month's file, and its live heap (the most it holds right after a
 * full collection, forced once a second: run under `node --expose-gc`, as `npm run bench` does),
 * which is flat: the bigger file needs no more; bytes per match; then the verifier's matches per
 * second over the first month's file.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, migrate } from '@brethren/db';
import { EnginePort } from '../src/engine/port.js';
import { DataExportRepository } from '../src/open-data/repository.js';
import { verifyFiles } from '../src/open-data/verify-files.js';
import { ExportWriter } from '../src/open-data/writer.js';
import { FinishedMatchWriter, playMatch, type MatchToWrite } from '../src/testing/finished-matches.js';
import { benchDatabase } from './server-process.js';

const MATCHES = Number(process.env['LOAD_OPEN_DATA_MATCHES'] ?? 5000);
const DISTINCT_GAMES = 200;
const PLAYERS = 1000;
const BATCH = 100;
const FIRST_MONTH = '2026-09';
const SECOND_MONTH = '2026-10';

const engine = new EnginePort();
const db = await benchDatabase();
const directory = await mkdtemp(path.join(tmpdir(), 'brethren-open-data-bench-'));
try {
  await migrate(db.url);
  const { prisma, pool } = createDatabase(db.url);
  const writer = new FinishedMatchWriter(pool);
  const seeded = Date.now();
  const games = Array.from({ length: DISTINCT_GAMES }, (_, i) =>
    playMatch(engine, 'cartagena', 2, `bench-${i}`),
  );
  const users = await writer.users(Array.from({ length: PLAYERS }, (_, i) => `od${i}`));
  const firstMonthMatches = Math.floor(MATCHES / 10);
  for (let start = 0; start < MATCHES; start += BATCH) {
    const batch: MatchToWrite[] = [];
    for (let i = start; i < Math.min(MATCHES, start + BATCH); i++) {
      const inFirst = i < firstMonthMatches;
      const month = inFirst ? FIRST_MONTH : SECOND_MONTH;
      const spread = inFirst
        ? i / firstMonthMatches
        : (i - firstMonthMatches) / (MATCHES - firstMonthMatches);
      batch.push({
        id: `bench-match-${String(i).padStart(7, '0')}`,
        played: games[i % DISTINCT_GAMES] as (typeof games)[number],
        seats: [
          { userId: users[(i * 7) % PLAYERS] as string },
          { userId: users[(i * 13 + 1) % PLAYERS] as string },
        ],
        finishedAt: new Date(Date.parse(`${month}-01T00:00:00.000Z`) + Math.floor(spread * 27 * 86_400_000)),
        ranked: true,
      });
    }
    await writer.write(batch);
  }
  await pool.query('ANALYZE');
  const actions = games.reduce((sum, game) => sum + game.log.length, 0) / DISTINCT_GAMES;
  console.log(
    `open data: ${MATCHES} finished matches (${actions.toFixed(0)} actions each on average) written in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
  );

  const repository = new DataExportRepository(prisma, pool);
  const exportWriter = new ExportWriter(repository, directory);
  const files: string[] = [];
  let exported = 0;
  let totalMs = 0;
  let totalBytes = 0;
  for (const month of [FIRST_MONTH, SECOND_MONTH]) {
    global.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    // What the export holds, apart from garbage not yet collected: the heap right after a full
    // collection, once a second (the peaks above include garbage, which V8 lets grow under load).
    let liveHeap = before.heapUsed;
    let samples = 0;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
      if (++samples % 50 === 0 && global.gc) {
        global.gc();
        liveHeap = Math.max(liveHeap, process.memoryUsage().heapUsed);
      }
    }, 20);
    const started = performance.now();
    const file = await exportWriter.write('cartagena', month);
    const ms = performance.now() - started;
    clearInterval(sampler);
    files.push(path.join(directory, `brethren_cartagena_${month}.ndjson.gz`));
    exported += file.matches;
    totalMs += ms;
    totalBytes += file.bytes;
    console.log(
      `  export ${month}: ${file.matches} matches in ${(ms / 1000).toFixed(1)} s (${((file.matches * 1000) / ms).toFixed(0)}/s), ` +
        `${(file.bytes / 1e6).toFixed(1)} MB, ${(file.bytes / file.matches).toFixed(0)} bytes/match; ` +
        `peak RSS ${mb(peakRss)} (start ${mb(before.rss)}), peak heap ${mb(peakHeap)} (start ${mb(before.heapUsed)}), ` +
        (global.gc
          ? `live heap after a full GC each second at most ${mb(liveHeap)}`
          : 'live heap not measured (run under node --expose-gc)'),
    );
  }
  console.log(
    `  export total: ${exported} matches in ${(totalMs / 1000).toFixed(1)} s, ${(totalBytes / exported).toFixed(0)} bytes/match gzipped`,
  );

  const verified = performance.now();
  const said: string[] = [];
  const outcome = await verifyFiles([files[0] as string], engine, (line) => said.push(line));
  const verifyMs = performance.now() - verified;
  console.log(
    `  verify ${FIRST_MONTH}: ${outcome.matches} matches in ${(verifyMs / 1000).toFixed(1)} s, ` +
      `${((outcome.matches * 1000) / verifyMs).toFixed(1)} matches/s (${(
        (outcome.matches * actions * 1000) /
        verifyMs
      ).toFixed(0)} actions/s): ${said.at(-1)}`,
  );
  await prisma.$disconnect();
} finally {
  await rm(directory, { recursive: true, force: true });
  await db.drop();
}

function mb(bytes: number): string {
  return `${(bytes / 1048576).toFixed(0)} MiB`;
}
