import { randomUUID } from 'node:crypto';
import { REVIEW_LABELS } from '@brethren/engine';
import { createDatabase, type Database } from '@brethren/db';
import { createMigratedTestDatabase, type TestDatabase } from '@brethren/db/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../accounts/viewer.js';
import { BotPool } from '../engine/bot-pool.js';
import { EnginePort } from '../engine/port.js';
import type { ReviewStep, ReviewTask } from '../engine/review-step.js';
import { MatchRepository } from '../matches/repository.js';
import { MemoryPubSub } from '../pubsub/memory.js';
import { FinishedMatchWriter, playMatch } from '../testing/finished-matches.js';
import type { DecisionRecord } from './model.js';
import { ReviewRepository } from './repository.js';
import { Reviewer, type ReviewWorkers } from './reviewer.js';
import { DEFAULT_REVIEW_SETTINGS, ReviewService, reviewChannel } from './service.js';

const engine = new EnginePort();
const logger = pino({ level: 'silent' });
/** A small budget: these tests check the job's life, not the search's judgement (the engine's tests do). */
const settings = { ...DEFAULT_REVIEW_SETTINGS, iterations: 20, perDay: 3 };

let database: TestDatabase;
let db: Database;
let pool: BotPool;
let pubsub: MemoryPubSub;
let service: ReviewService;
let alice: Viewer;
let bob: Viewer;
let carol: Viewer;

const viewer = (id: string, handle: string) => ({ id, handle }) as unknown as Viewer;
const reviewer = (workers: ReviewWorkers = pool) =>
  new Reviewer(
    new ReviewRepository(db.prisma),
    new MatchRepository(db.prisma, db.pool),
    workers,
    pubsub,
    settings,
    logger,
  );
/** Match ids as the database client makes them (UUIDs), by name. */
const ids = {
  m1: randomUUID(),
  m2: randomUUID(),
  m3: randomUUID(),
  m4: randomUUID(),
  unfinished: randomUUID(),
};
const rows = async () =>
  (await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM match_reviews')).rows[0]?.n;

beforeAll(async () => {
  database = await createMigratedTestDatabase('reviews');
  db = createDatabase(database.databaseUrl);
  pool = new BotPool(1);
  pubsub = new MemoryPubSub();
  service = new ReviewService(
    new ReviewRepository(db.prisma),
    (id) => new MatchRepository(db.prisma, db.pool).find(id),
    pubsub,
    settings,
  );
  const writer = new FinishedMatchWriter(db.pool);
  const [a, b, c] = (await writer.users(['alice', 'bob', 'carol'])) as [string, string, string];
  alice = viewer(a, 'alice');
  bob = viewer(b, 'bob');
  carol = viewer(c, 'carol');
  // Short Cartagena matches: seat 1 resigns after a few turns, which ends a two-player match.
  const finished = (name: keyof typeof ids, seats: [string, string], after = 24) => ({
    id: ids[name],
    played: playMatch(engine, 'cartagena', 2, `seed-${name}`, { seat: 1, after }),
    seats: seats.map((userId) => ({ userId })),
    finishedAt: new Date('2026-11-20T12:00:00.000Z'),
  });
  await writer.write([
    finished('m1', [a, b]),
    finished('m2', [a, b]),
    finished('m3', [a, b]),
    finished('m4', [a, b]),
    finished('unfinished', [a, b]),
  ]);
  await db.pool.query(`UPDATE matches SET status = 'ACTIVE' WHERE id = $1`, [ids.unfinished]);
});

afterAll(async () => {
  await pool?.close();
  await pubsub?.close();
  await db?.prisma.$disconnect();
  await database?.drop();
});

function expectWellFormed(decisions: readonly DecisionRecord[], total: number | null) {
  expect(decisions.length).toBe(total);
  const seqs = decisions.map((decision) => decision.seq);
  expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
  expect(new Set(seqs).size).toBe(seqs.length);
  for (const decision of decisions) {
    expect(REVIEW_LABELS).toContain(decision.label);
    expect(decision.loss).toBeCloseTo(decision.bestScore - decision.playedScore, 9);
    expect(decision.loss).toBeGreaterThanOrEqual(0);
    // The face-up line beside it: its own two scores, its best never worse than what was played.
    expect(decision.faceUp?.bestScore).toBeGreaterThanOrEqual(decision.faceUp?.playedScore ?? Infinity);
  }
}

describe('post-game reviews', () => {
  it('refuses a seat the viewer did not play, an unknown or unfinished match, and writes nothing', async () => {
    await expect(service.request(carol, ids.m1, 0)).rejects.toMatchObject({ code: 'NOT_SEATED' });
    await expect(service.request(bob, ids.m1, 0)).rejects.toMatchObject({ code: 'NOT_SEATED' });
    await expect(service.request(alice, ids.m1, 7)).rejects.toMatchObject({ code: 'NOT_SEATED' });
    await expect(service.request(alice, 'no-such-match', 0)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(service.request(alice, randomUUID(), 0)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(service.request(alice, ids.unfinished, 0)).rejects.toMatchObject({
      code: 'MATCH_NOT_FINISHED',
    });
    expect(await rows()).toBe(0);
  });

  it('queues a review, which a node with a free worker claims and does decision by decision to DONE', async () => {
    const queued = await service.request(alice, ids.m1, 0);
    expect(queued).toMatchObject({ status: 'QUEUED', decisions: [], total: null });
    const told: unknown[] = [];
    const stop = await pubsub.subscribe(reviewChannel(ids.m1, 0), (message) => told.push(message));
    expect(await reviewer().run()).toBe(1);
    await stop();
    const done = await service.find(ids.m1, 0);
    expect(done?.status).toBe('DONE');
    expect(done?.total).toBeGreaterThan(0);
    expectWellFormed(done?.decisions ?? [], done?.total ?? null);
    // Every decision was told as it came, and the start and the end.
    expect(told.length).toBeGreaterThanOrEqual((done?.total ?? 0) + 2);
    // Nothing is left to claim.
    expect(await reviewer().run()).toBe(0);
  });

  it('refuses asking twice for the same seat', async () => {
    await expect(service.request(alice, ids.m1, 0)).rejects.toMatchObject({
      code: 'REVIEW_ALREADY_REQUESTED',
    });
  });

  it('goes on after the last decision written when the node doing it dies', async () => {
    await service.request(bob, ids.m2, 1);
    // The first node reviews two decisions, then hangs as a dead node would, holding its lease.
    let steps = 0;
    let wake: (step: ReviewStep) => void = () => {};
    const dying: ReviewWorkers = {
      idle: () => 1,
      review: (task: ReviewTask) =>
        ++steps <= 2 ? pool.review(task) : new Promise<ReviewStep>((resolve) => (wake = resolve)),
    };
    const dead = reviewer(dying);
    const abandoned = dead.run();
    await expect.poll(() => steps, { timeout: 60_000 }).toBe(3);
    const halfway = await service.find(ids.m2, 1);
    expect(halfway).toMatchObject({ status: 'RUNNING' });
    expect(halfway?.decisions).toHaveLength(2);
    // Nobody else may take it while the lease holds; once it lapses, the next node does.
    expect(await reviewer().run()).toBe(0);
    await db.pool.query(
      `UPDATE match_reviews SET lease_until = now() - interval '1 second' WHERE match_id = $1`,
      [ids.m2],
    );
    expect(await reviewer().run()).toBe(1);
    const done = await service.find(ids.m2, 1);
    expect(done?.status).toBe('DONE');
    expect(done?.decisions.slice(0, 2)).toEqual(halfway?.decisions);
    expectWellFormed(done?.decisions ?? [], done?.total ?? null);
    // The dead node wakes and finishes its step: its claim is gone, so it writes nothing.
    wake({ total: done?.total ?? 0, next: null });
    expect(await abandoned).toBe(0);
    expect(await service.find(ids.m2, 1)).toEqual(done);
  });

  it('refuses a request over the daily limit per account', async () => {
    // Alice has asked for one review today; the limit is three.
    await service.request(alice, ids.m2, 0);
    await service.request(alice, ids.m3, 0);
    await expect(service.request(alice, ids.m4, 0)).rejects.toMatchObject({
      code: 'TOO_MANY_REVIEWS',
      details: { limit: 3 },
    });
    expect(await service.find(ids.m4, 0)).toBeNull();
  });
});
