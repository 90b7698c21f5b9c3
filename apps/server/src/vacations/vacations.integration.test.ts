import { createMigratedTestDatabase } from '@brethren/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, gql, signUp, startTestServer, type TestServer } from '../testing/harness.js';
import { CREATE_MATCH, JOIN_MATCH, START_MATCH } from '../testing/operations.js';

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
/** A turn-based decision's time, and a day of vacation, at the test pace. */
const PACE_MS = 1000;

const VACATION_FIELDS = 'since until daysLeft daysPerYear';
const START = `mutation ($days: Int!) { startVacation(days: $days) { ${VACATION_FIELDS} } }`;
const END = `mutation { endVacation { ${VACATION_FIELDS} } }`;
const MINE = `query { me { vacation { ${VACATION_FIELDS} } } }`;
const TABLE = `query ($id: ID!) { match(id: $id) {
  status activeSeats startedAt
  seats { seat player { handle vacationUntil } }
  clocks { seat deadline pausedUntil }
  log { seq seat timedOut at }
} }`;
const MY_GAMES = `query { myGames { yourTurn deadline match { id } } }`;

interface Vacation {
  since: string | null;
  until: string | null;
  daysLeft: number;
  daysPerYear: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` until `done` holds of what it returns; fails after `timeoutMs`. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting; last: ${JSON.stringify(value)}`);
    await sleep(50);
  }
}

describe('vacations on two server nodes (one PostgreSQL, one Redis), at the test pace', () => {
  let nodeA: TestServer;
  let nodeB: TestServer;
  beforeAll(async () => {
    const database = await createMigratedTestDatabase('vacations');
    // Every node checks the clocks five times a decision.
    const options = {
      database,
      redisUrl: REDIS_URL,
      turnBased: { testPaceMs: PACE_MS },
      ranked: { clockIntervalMs: 200 },
      // The guest limit's count lives in the shared Redis: other runs must not use this one's up.
      rateLimits: { authPerMinute: 10_000, actionsPerSecond: 10_000, guestsPerHour: 1_000_000 },
    };
    nodeA = await startTestServer(options);
    nodeB = await startTestServer(options);
  });
  afterAll(async () => {
    await nodeB.close({ keepDatabase: true });
    await nodeA.close();
  });

  /** Two new players at a started two-seat Cartagena table with `clock`; who is due, who waits. */
  async function duel(prefix: string, clock = 'DAYS_1') {
    const players = [await signUp(nodeA.url, `${prefix}-a`), await signUp(nodeB.url, `${prefix}-b`)];
    const created = await data(
      nodeA.url,
      CREATE_MATCH,
      { input: { game: 'cartagena', seats: [{}, {}], clock } },
      players[0]!.token,
    );
    const matchId: string = created.createMatch.id;
    await data(nodeB.url, JOIN_MATCH, { matchId }, players[1]!.token);
    await data(nodeA.url, START_MATCH, { matchId }, players[0]!.token);
    const match = (await data(nodeB.url, TABLE, { id: matchId }, players[1]!.token)).match;
    const seat: number = match.activeSeats[0];
    const handle: string = match.seats[seat].player.handle;
    const [due, waiting] = handle === `${prefix}-a` ? players : [players[1]!, players[0]!];
    return { matchId, seat, due: due!, waiting: waiting!, deadline: Date.parse(match.clocks[seat].deadline) };
  }

  const read = async (url: string, matchId: string, token: string) =>
    (await data(url, TABLE, { id: matchId }, token)).match;
  const mine = async (url: string, token: string): Promise<Vacation> =>
    (await data(url, MINE, {}, token)).me.vacation;

  it('stops the clock of the player due: the deadline moves by the vacation, others see it, and it ends on time', async () => {
    const { matchId, seat, due, waiting, deadline } = await duel('vac-on');
    const started: Vacation = (await data(nodeA.url, START, { days: 1 }, due.token)).startVacation;
    const since = Date.parse(started.since!);
    const back = Date.parse(started.until!);
    expect(back - since).toBe(PACE_MS);
    expect(started).toMatchObject({ daysLeft: 29, daysPerYear: 30 });

    // The other player, on the other node, sees it on the seat and on its clock.
    const seen = await read(nodeB.url, matchId, waiting.token);
    expect(seen.seats[seat].player.vacationUntil).toBe(started.until);
    expect(seen.clocks[seat].pausedUntil).toBe(started.until);
    expect(Date.parse(seen.clocks[seat].deadline)).toBe(deadline + PACE_MS);
    const [listed] = (await data(nodeB.url, MY_GAMES, {}, due.token)).myGames;
    expect(listed).toMatchObject({ yourTurn: true, match: { id: matchId } });
    expect(Date.parse(listed.deadline)).toBe(deadline + PACE_MS);

    // A live table is not affected: its clock runs while its player is away.
    const live = await data(
      nodeA.url,
      CREATE_MATCH,
      { input: { game: 'cartagena', seats: [{}, {}], clock: 'RELAXED' } },
      due.token,
    );
    await data(nodeB.url, JOIN_MATCH, { matchId: live.createMatch.id }, waiting.token);
    await data(nodeA.url, START_MATCH, { matchId: live.createMatch.id }, due.token);
    const relaxed = await read(nodeB.url, live.createMatch.id, waiting.token);
    expect(relaxed.clocks.map((clock: { pausedUntil: string | null }) => clock.pausedUntil)).toEqual([
      null,
      null,
    ]);
    const [liveSeat] = relaxed.activeSeats;
    expect(Date.parse(relaxed.clocks[liveSeat].deadline) - Date.parse(relaxed.startedAt)).toBeLessThan(
      5 * 60_000 + 1000,
    );

    // The vacation ends on time by itself: nobody is on it any more, and the days stay spent.
    await sleep(back - Date.now() + 50);
    expect(await mine(nodeB.url, due.token)).toEqual({
      since: null,
      until: null,
      daysLeft: 29,
      daysPerYear: 30,
    });
    expect((await read(nodeA.url, matchId, waiting.token)).seats[seat].player.vacationUntil).toBeNull();

    // No timeout before the moved deadline; the first one comes after it.
    const timedOut = await until(
      () => read(nodeA.url, matchId, waiting.token),
      (match) => match.log.length > 0,
    );
    expect(timedOut.log[0]).toMatchObject({ seq: 1, seat, timedOut: true });
    expect(Date.parse(timedOut.log[0].at)).toBeGreaterThanOrEqual(deadline + PACE_MS);
  });

  it('ended early, the clock runs again at once and the vacation costs the days begun', async () => {
    const { matchId, seat, due, waiting, deadline } = await duel('vac-back');
    const started: Vacation = (await data(nodeB.url, START, { days: 5 }, due.token)).startVacation;
    expect(started.daysLeft).toBe(25);
    const since = Date.parse(started.since!);
    expect(Date.parse((await read(nodeA.url, matchId, waiting.token)).clocks[seat].deadline)).toBe(
      deadline + 5 * PACE_MS,
    );
    await sleep(300);
    const before = Date.now();
    const ended: Vacation = (await data(nodeA.url, END, {}, due.token)).endVacation;
    const after = Date.now();
    // Back within the first day: one day spent, four given back.
    expect(ended).toEqual({ since: null, until: null, daysLeft: 29, daysPerYear: 30 });
    // Whichever node looks at the clock next, it runs from the moment they came back.
    const moved = Date.parse((await read(nodeB.url, matchId, waiting.token)).clocks[seat].deadline);
    expect(moved).toBeGreaterThanOrEqual(deadline + (before - since));
    expect(moved).toBeLessThanOrEqual(deadline + (after - since));
    const timedOut = await until(
      () => read(nodeB.url, matchId, waiting.token),
      (match) => match.log.length > 0,
    );
    expect(Date.parse(timedOut.log[0].at)).toBeGreaterThanOrEqual(moved);
    expect(Date.parse(timedOut.log[0].at)).toBeLessThan(deadline + 5 * PACE_MS);
  });

  it('refuses bad input with a typed error and changes nothing', async () => {
    const erin = await signUp(nodeA.url, 'vac-erin');
    const fresh: Vacation = { since: null, until: null, daysLeft: 30, daysPerYear: 30 };
    const refusal = async (url: string, query: string, variables: object, token?: string) => {
      const result = await gql(url, query, variables as Record<string, unknown>, token);
      expect(result.data).toBeNull();
      return result.errors?.[0]?.extensions;
    };
    for (const days of [0, -3]) {
      expect(await refusal(nodeA.url, START, { days }, erin.token)).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'days',
      });
    }
    expect(await refusal(nodeB.url, START, { days: 31 }, erin.token)).toMatchObject({
      code: 'VACATION_ALLOWANCE_EXCEEDED',
      daysLeft: 30,
    });
    expect(await refusal(nodeA.url, END, {}, erin.token)).toMatchObject({ code: 'NOT_ON_VACATION' });
    expect(await refusal(nodeA.url, START, { days: 1 })).toMatchObject({ code: 'UNAUTHENTICATED' });
    const guest = (await data(nodeA.url, 'mutation { startGuest { token } }')).startGuest;
    expect(await refusal(nodeB.url, START, { days: 1 }, guest.token)).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'GUEST',
    });
    expect(await mine(nodeB.url, erin.token)).toEqual(fresh);

    // Two requests racing on two nodes: one vacation starts, the other is refused.
    const raced = await Promise.all([
      gql(nodeA.url, START, { days: 30 }, erin.token),
      gql(nodeB.url, START, { days: 30 }, erin.token),
    ]);
    const refused = raced.flatMap((result) => result.errors ?? []);
    expect(refused).toHaveLength(1);
    const until = raced.find((result) => !result.errors)?.data?.['startVacation'].until;
    expect(refused[0]?.extensions).toMatchObject({ code: 'ALREADY_ON_VACATION', until });
    expect(await refusal(nodeA.url, START, { days: 1 }, erin.token)).toMatchObject({
      code: 'ALREADY_ON_VACATION',
    });
    expect(await mine(nodeA.url, erin.token)).toMatchObject({ until, daysLeft: 0 });

    // Back at once: the day begun is spent; the rest is more than the year has left.
    expect((await data(nodeB.url, END, {}, erin.token)).endVacation).toMatchObject({
      until: null,
      daysLeft: 29,
    });
    expect(await refusal(nodeA.url, START, { days: 30 }, erin.token)).toMatchObject({
      code: 'VACATION_ALLOWANCE_EXCEEDED',
      daysLeft: 29,
    });
    expect(await mine(nodeA.url, erin.token)).toEqual({ ...fresh, daysLeft: 29 });
  });
});
