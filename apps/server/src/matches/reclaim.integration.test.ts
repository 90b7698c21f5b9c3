import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Collector,
  data,
  errorCode,
  signUp,
  startTestServer,
  wsClient,
  type TestServer,
} from '../testing/harness.js';
import { CREATE_MATCH, JOIN_MATCH, START_MATCH } from '../testing/operations.js';

/** As in absence.integration.test.ts: long enough that nothing counts before the wait is over. */
const ABSENCE_MS = 1500;
const SEATS = `status seats { seat forfeited bot away player { handle } } seatChanges { seat kind seq } viewerMayReclaim`;
const VOTE = `mutation ($matchId: ID!, $seat: Int!) {
  voteOnAbsence(matchId: $matchId, seat: $seat, choice: REPLACE) { ${SEATS} }
}`;
const RECLAIM = `mutation ($matchId: ID!) { reclaimSeat(matchId: $matchId) { ${SEATS} } }`;
const RESIGN = `mutation ($matchId: ID!) { resignMatch(matchId: $matchId) { ${SEATS} } }`;
const SEATS_OF = `query ($id: ID!) { match(id: $id) { activeSeats ${SEATS} } }`;
const WATCH = `subscription ($matchId: ID!) { matchUpdated(matchId: $matchId) { match { seats { seat away } } } }`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface SeatSeen {
  seat: number;
  forfeited: boolean;
  bot: string | null;
  away: boolean;
  player: { handle: string } | null;
}

describe('a player the others voted out as absent takes their seat back', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ tables: { absenceMs: ABSENCE_MS } });
  });
  afterAll(async () => {
    await server.close();
  });

  /**
   * A started three-person casual Cartagena table without a clock; the others vote its first
   * player due out as absent, and a bot takes the seat.
   */
  async function votedOut(prefix: string) {
    const handles = ['anne', 'bob', 'carl'].map((name) => `${prefix}-${name}`);
    const people = await Promise.all(
      handles.map(async (handle) => ({ handle, ...(await signUp(server.url, handle)) })),
    );
    const created = await data(
      server.url,
      CREATE_MATCH,
      { input: { game: 'cartagena', seats: [{}, {}, {}] } },
      people[0]!.token,
    );
    const matchId: string = created.createMatch.id;
    for (const person of people.slice(1)) await data(server.url, JOIN_MATCH, { matchId }, person.token);
    await data(server.url, START_MATCH, { matchId }, people[0]!.token);
    const { match } = await data(server.url, SEATS_OF, { id: matchId }, people[0]!.token);
    const seat: number = match.activeSeats[0];
    const handle = (match.seats as SeatSeen[])[seat]!.player!.handle;
    const absent = people.find((person) => person.handle === handle)!;
    const others = people.filter((person) => person !== absent);
    await sleep(ABSENCE_MS + 50);
    for (const voter of others) await data(server.url, VOTE, { matchId, seat }, voter.token);
    return { matchId, seat, absent, others };
  }

  it('takes the seat back from the bot, and everyone sees the seat change', async () => {
    const { matchId, seat, absent, others } = await votedOut('back');
    const before = (await data(server.url, SEATS_OF, { id: matchId }, absent.token)).match;
    expect(before.seats[seat]).toMatchObject({ forfeited: true, bot: 'heuristic' });
    expect(before.viewerMayReclaim).toBe(true);
    expect((await data(server.url, SEATS_OF, { id: matchId }, others[0]!.token)).match.viewerMayReclaim).toBe(
      false,
    );

    const back = (await data(server.url, RECLAIM, { matchId }, absent.token)).reclaimSeat;
    expect(back.status).toBe('ACTIVE');
    expect(back.seats[seat]).toMatchObject({
      forfeited: false,
      bot: null,
      player: { handle: absent.handle },
    });
    expect(back.viewerMayReclaim).toBe(false);

    const seen = (await data(server.url, SEATS_OF, { id: matchId }, others[0]!.token)).match;
    expect(
      seen.seatChanges.map((change: { seat: number; kind: string }) => [change.seat, change.kind]),
    ).toEqual([
      [seat, 'ABANDONED'],
      [seat, 'RECLAIMED'],
    ]);
    // Taken back already: a second time is refused.
    expect(await errorCode(server.url, RECLAIM, { matchId }, absent.token)).toBe('SEAT_NOT_REPLACED');
  });

  it('only by the player of that seat: others, spectators and a resignation are refused', async () => {
    const { matchId, absent, others } = await votedOut('only');
    const stranger = await signUp(server.url, 'only-dave');
    expect(await errorCode(server.url, RECLAIM, { matchId }, stranger.token)).toBe('NOT_SEATED');
    expect(await errorCode(server.url, RECLAIM, { matchId }, others[0]!.token)).toBe('SEAT_NOT_REPLACED');
    expect(await errorCode(server.url, RECLAIM, { matchId })).toBe('UNAUTHENTICATED');

    // A resignation stands, though another person still plays.
    const resigned = (await data(server.url, RESIGN, { matchId }, others[0]!.token)).resignMatch;
    expect(resigned.status).toBe('ACTIVE');
    expect(await errorCode(server.url, RECLAIM, { matchId }, others[0]!.token)).toBe('RESIGNATION_FINAL');
    expect(resigned.seatChanges.map((change: { kind: string }) => change.kind)).toEqual([
      'ABANDONED',
      'RESIGNED',
    ]);
    // The one voted out still may.
    expect((await data(server.url, RECLAIM, { matchId }, absent.token)).reclaimSeat.status).toBe('ACTIVE');
  });

  it('not once the match is over', async () => {
    const { matchId, absent, others } = await votedOut('over');
    for (const person of others) await data(server.url, RESIGN, { matchId }, person.token);
    const over = (await data(server.url, SEATS_OF, { id: matchId }, absent.token)).match;
    expect(over.status).toBe('FINISHED');
    expect(over.viewerMayReclaim).toBe(false);
    expect(await errorCode(server.url, RECLAIM, { matchId }, absent.token)).toBe('MATCH_OVER');
  });
});

describe('a player away from the table', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('is away while no page of the match is open (the waiting room counts), and the others are told at once', async () => {
    const [anne, bob] = await Promise.all([signUp(server.url, 'here-anne'), signUp(server.url, 'here-bob')]);
    const created = await data(
      server.url,
      CREATE_MATCH,
      { input: { game: 'cartagena', seats: [{}, {}] } },
      anne.token,
    );
    const matchId: string = created.createMatch.id;
    await data(server.url, JOIN_MATCH, { matchId }, bob.token);
    const awayOf = (seats: readonly { seat: number; away: boolean }[]) => seats.map((seat) => seat.away);
    type Update = { matchUpdated: { match: { seats: { seat: number; away: boolean }[] } } };
    const anneClient = wsClient(server.wsUrl, anne.token);
    const bobClient = wsClient(server.wsUrl, bob.token);
    try {
      // Bob has the waiting room open when the table starts; Anne has no page of it open.
      const bobSees = new Collector<Update>(bobClient, WATCH, { matchId });
      await bobSees.until((items) => items.length > 0);
      await data(server.url, START_MATCH, { matchId }, anne.token);
      expect(awayOf((await data(server.url, SEATS_OF, { id: matchId }, anne.token)).match.seats)).toEqual([
        true,
        false,
      ]);
      const anneSees = new Collector<Update>(anneClient, WATCH, { matchId });
      await anneSees.until((items) =>
        items.some((item) => awayOf(item.matchUpdated.match.seats).every((away) => !away)),
      );
      // Bob's page closes: Anne is told at once.
      bobSees.dispose();
      await anneSees.until((items) => awayOf(items.at(-1)!.matchUpdated.match.seats)[1] === true);
      anneSees.dispose();
    } finally {
      await Promise.all([anneClient.dispose(), bobClient.dispose()]);
    }
  });
});
