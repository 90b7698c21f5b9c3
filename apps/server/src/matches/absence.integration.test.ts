import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, errorCode, signUp, startTestServer, type TestServer } from '../testing/harness.js';
import { CREATE_MATCH, JOIN_MATCH, START_MATCH } from '../testing/operations.js';

/**
 * Long enough that the first vote, cast right after the table starts, comes before it even on a
 * loaded CI machine (at 400 ms a busy run once let it pass and the vote counted).
 */
const ABSENCE_MS = 2000;
const VOTE = `mutation ($matchId: ID!, $seat: Int!, $choice: AbsenceChoice!) {
  voteOnAbsence(matchId: $matchId, seat: $seat, choice: $choice) { status seats { seat forfeited bot } }
}`;
const ABSENCE = `query ($id: ID!) {
  match(id: $id) {
    status activeSeats absentAfterMs lastMoveAt
    seats { seat player { handle } }
    absenceVotes { seat voter { handle } choice }
  }
}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('votes on an absent player, through two nodes of one database', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    const tables = { absenceMs: ABSENCE_MS };
    first = await startTestServer({ tables });
    second = await startTestServer({ database: first.database, tables });
  });
  afterAll(async () => {
    await second.close({ keepDatabase: true });
    await first.close();
  });

  /** A started three-person casual Cartagena table without a clock, opened by the first handle. */
  async function startedTable(handles: readonly string[]) {
    const people = await Promise.all(
      handles.map(async (handle) => ({ handle, ...(await signUp(first.url, handle)) })),
    );
    const created = await data(
      first.url,
      CREATE_MATCH,
      { input: { game: 'cartagena', seats: handles.map(() => ({})) } },
      people[0]!.token,
    );
    const matchId: string = created.createMatch.id;
    for (const person of people.slice(1)) await data(first.url, JOIN_MATCH, { matchId }, person.token);
    await data(first.url, START_MATCH, { matchId }, people[0]!.token);
    return { people, matchId };
  }

  it('counts two votes cast at once on two nodes, and a bot takes the seat', async () => {
    const { people, matchId } = await startedTable(['away-anne', 'away-bob', 'away-carl']);
    const before = (await data(first.url, ABSENCE, { id: matchId })).match;
    expect(before.absentAfterMs).toBe(ABSENCE_MS);
    const due: number = before.activeSeats[0];
    const handleAt = (seat: number) =>
      before.seats.find((held: { seat: number }) => held.seat === seat).player.handle as string;
    const voters = people.filter((person) => person.handle !== handleAt(due));
    expect(
      await errorCode(first.url, VOTE, { matchId, seat: due, choice: 'REPLACE' }, voters[0]!.token),
    ).toBe('NOT_ABSENT');

    await sleep(ABSENCE_MS + 50);
    const answers = await Promise.all([
      data(first.url, VOTE, { matchId, seat: due, choice: 'REPLACE' }, voters[0]!.token),
      data(second.url, VOTE, { matchId, seat: due, choice: 'REPLACE' }, voters[1]!.token),
    ]);
    const replaced = answers.map((answer) => answer.voteOnAbsence.seats[due]);
    // Whichever vote came second saw both, and carried: the seat is the bot's.
    expect(replaced.some((seat) => seat.forfeited && seat.bot === 'heuristic')).toBe(true);
    const after = (await data(second.url, ABSENCE, { id: matchId })).match;
    expect(after.status).toBe('ACTIVE');
  });

  it('shows the votes cast so far to everyone', async () => {
    const { people, matchId } = await startedTable(['seen-anne', 'seen-bob', 'seen-carl']);
    const { match } = await data(first.url, ABSENCE, { id: matchId });
    const due: number = match.activeSeats[0];
    const voter = people.find(
      (person) =>
        person.handle !== match.seats.find((held: { seat: number }) => held.seat === due).player.handle,
    )!;
    await sleep(ABSENCE_MS + 50);
    await data(second.url, VOTE, { matchId, seat: due, choice: 'END' }, voter.token);
    const seen = (await data(first.url, ABSENCE, { id: matchId })).match;
    expect(seen.absenceVotes).toEqual([{ seat: due, voter: { handle: voter.handle }, choice: 'END' }]);
  });
});
