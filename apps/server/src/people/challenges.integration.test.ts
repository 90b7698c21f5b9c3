import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Collector,
  data,
  gql,
  signUp,
  startTestServer,
  wsClient,
  type TestServer,
} from '../testing/harness.js';
import {
  ACCEPT_CHALLENGE,
  BLOCK,
  CHALLENGE,
  CHALLENGES,
  CHALLENGES_UPDATED,
  DECLINE_CHALLENGE,
  DUEL,
  challenge,
  type ChallengeShape,
} from '../testing/people-operations.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const pending = async (token: string) =>
  (await data<{ challenges: ChallengeShape[] }>(server.url, CHALLENGES, {}, token)).challenges;

/** The error extensions of a challenge that must be refused. */
async function refused(token: string | null, handle: string, input: object = DUEL) {
  const result = await gql(server.url, CHALLENGE, { handle, input }, token);
  expect(result.data).toBeNull();
  return result.errors?.[0]?.extensions;
}

describe('challenges', () => {
  it('a challenge is a private table with a seat waiting for the player challenged; accepting starts it', async () => {
    const anne = await signUp(server.url, 'ch-anne');
    const bob = await signUp(server.url, 'ch-bob');
    const bobsFeed = new Collector<{ challengesUpdated: ChallengeShape[] }>(
      wsClient(server.wsUrl, bob.token),
      CHALLENGES_UPDATED,
      {},
    );
    await bobsFeed.until((items) => items.length === 1);
    expect(bobsFeed.items[0]?.challengesUpdated).toEqual([]);

    const made = await challenge(server.url, anne.token, 'CH-BOB');
    expect(made).toMatchObject({
      received: false,
      challenger: { handle: 'ch-anne' },
      challenged: { handle: 'ch-bob' },
      match: {
        status: 'OPEN',
        visibility: 'PRIVATE',
        challenged: { handle: 'ch-bob' },
        seats: [
          { seat: 0, ready: true, player: { handle: 'ch-anne' } },
          { seat: 1, ready: false, player: { handle: 'ch-bob' } },
        ],
      },
    });
    // Bob hears of it at once, and finds it among his challenges.
    await bobsFeed.until((items) => items.at(-1)?.challengesUpdated.length === 1);
    expect(bobsFeed.items.at(-1)?.challengesUpdated[0]).toMatchObject({
      received: true,
      match: { id: made.match.id },
    });
    expect(await pending(bob.token)).toMatchObject([{ received: true, challenger: { handle: 'ch-anne' } }]);
    expect(await pending(anne.token)).toMatchObject([{ received: false, challenged: { handle: 'ch-bob' } }]);
    // The challenger alone cannot start it before the answer.
    const early = await gql(
      server.url,
      'mutation ($m: ID!) { startMatch(matchId: $m) { id } }',
      { m: made.match.id },
      anne.token,
    );
    expect(early.errors?.[0]?.extensions?.code).toBe('TABLE_NOT_FULL');

    const accepted = await data(server.url, ACCEPT_CHALLENGE, { matchId: made.match.id }, bob.token);
    expect(accepted.acceptChallenge).toMatchObject({
      status: 'ACTIVE',
      seats: [
        { ready: true, player: { handle: 'ch-anne' } },
        { ready: true, player: { handle: 'ch-bob' } },
      ],
    });
    await bobsFeed.until((items) => items.at(-1)?.challengesUpdated.length === 0);
    expect(await pending(anne.token)).toEqual([]);
    bobsFeed.dispose();
  });

  it('declining closes the table and tells the challenger; so does withdrawing', async () => {
    const anne = await signUp(server.url, 'chd-anne');
    const bob = await signUp(server.url, 'chd-bob');
    const annesFeed = new Collector<{ challengesUpdated: ChallengeShape[] }>(
      wsClient(server.wsUrl, anne.token),
      CHALLENGES_UPDATED,
      {},
    );
    await annesFeed.until((items) => items.length === 1);
    const first = await challenge(server.url, anne.token, 'chd-bob');
    await annesFeed.until((items) => items.at(-1)?.challengesUpdated.length === 1);
    const declined = await data(server.url, DECLINE_CHALLENGE, { matchId: first.match.id }, bob.token);
    expect(declined.declineChallenge).toEqual({ id: first.match.id, status: 'ABORTED' });
    await annesFeed.until((items) => items.at(-1)?.challengesUpdated.length === 0);
    // Answered already: nothing more to decline or accept.
    for (const operation of [DECLINE_CHALLENGE, ACCEPT_CHALLENGE]) {
      const again = await gql(server.url, operation, { matchId: first.match.id }, bob.token);
      expect(again.errors?.[0]?.extensions?.code).toBe('MATCH_NOT_OPEN');
    }

    const second = await challenge(server.url, anne.token, 'chd-bob');
    // Nobody else answers for them.
    const cleo = await signUp(server.url, 'chd-cleo');
    for (const operation of [DECLINE_CHALLENGE, ACCEPT_CHALLENGE]) {
      const stranger = await gql(server.url, operation, { matchId: second.match.id }, cleo.token);
      expect(stranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const accepting = await gql(server.url, ACCEPT_CHALLENGE, { matchId: second.match.id }, anne.token);
    expect(accepting.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // The challenger withdraws by leaving the table, as at any table: it closes.
    const left = await data(
      server.url,
      'mutation ($m: ID!) { leaveMatch(matchId: $m) { status } }',
      { m: second.match.id },
      anne.token,
    );
    expect(left.leaveMatch.status).toBe('ABORTED');
    expect(await pending(bob.token)).toEqual([]);
    // Or by removing the player challenged from his seat.
    const third = await challenge(server.url, anne.token, 'chd-bob');
    const removed = await data(
      server.url,
      'mutation ($m: ID!) { removeFromSeat(matchId: $m, seat: 1) { status } }',
      { m: third.match.id },
      anne.token,
    );
    expect(removed.removeFromSeat.status).toBe('ABORTED');
    expect(await pending(bob.token)).toEqual([]);
    annesFeed.dispose();
  });

  it('refuses with a typed error, and opens no table', async () => {
    const anne = await signUp(server.url, 'che-anne');
    const bob = await signUp(server.url, 'che-bob');
    await signUp(server.url, 'che-cleo');
    const guest = (await data(server.url, 'mutation { startGuest { token } }')).startGuest;
    expect(await refused(null, 'che-bob')).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await refused(anne.token, 'nobody-here')).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refused(anne.token, 'che-anne')).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'SELF' });
    expect(await refused(guest.token, 'che-bob')).toMatchObject({ code: 'FORBIDDEN', reason: 'GUEST' });
    expect(
      await refused(anne.token, 'che-bob', { game: 'cartagena', seats: [{}, { bot: 'random' }] }),
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'seats',
    });
    expect(await refused(anne.token, 'che-bob', { game: 'checkers', seats: [{}, {}] })).toMatchObject({
      code: 'UNKNOWN_GAME',
    });
    // A block either way.
    await data(server.url, BLOCK, { handle: 'che-anne' }, bob.token);
    expect(await refused(anne.token, 'che-bob')).toMatchObject({ code: 'FORBIDDEN', reason: 'BLOCKED' });
    await data(server.url, BLOCK, { handle: 'che-bob' }, anne.token);
    expect(await refused(anne.token, 'che-bob')).toMatchObject({ code: 'FORBIDDEN', reason: 'BLOCKED' });
    expect(await pending(anne.token)).toEqual([]);

    // Five pending challenges at most.
    const others = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => signUp(server.url, `che-p${n}`)));
    for (const n of [1, 2, 3, 4, 5]) await challenge(server.url, anne.token, `che-p${n}`);
    expect(await refused(anne.token, 'che-p6')).toMatchObject({ code: 'TOO_MANY_CHALLENGES', max: 5 });
    expect(await pending(others[5]!.token)).toEqual([]);
    // An answer frees a place.
    const waiting = await pending(anne.token);
    await data(server.url, DECLINE_CHALLENGE, { matchId: waiting[0]!.match.id }, anne.token);
    expect((await challenge(server.url, anne.token, 'che-p6')).challenged.handle).toBe('che-p6');
  });

  it('keeps the cap when one player challenges through two nodes at once', async () => {
    const second = await startTestServer({ database: server.database });
    try {
      const racer = await signUp(server.url, 'che-racer');
      const targets = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((n) => signUp(server.url, `che-r${n}`)));
      const answers = await Promise.all(
        targets.map((_, index) =>
          gql(
            index % 2 ? second.url : server.url,
            CHALLENGE,
            { handle: `che-r${index + 1}`, input: DUEL },
            racer.token,
          ),
        ),
      );
      const codes = answers.map((answer) => answer.errors?.[0]?.extensions?.['code'] ?? 'MADE');
      expect(codes.filter((code) => code === 'MADE')).toHaveLength(5);
      expect(codes.filter((code) => code === 'TOO_MANY_CHALLENGES')).toHaveLength(3);
      expect(await pending(racer.token)).toHaveLength(5);
    } finally {
      await second.close({ keepDatabase: true });
    }
  });

  it('deleting the challenged account closes its pending challenge', async () => {
    const anne = await signUp(server.url, 'chx-anne');
    const bob = await signUp(server.url, 'chx-bob');
    const made = await challenge(server.url, anne.token, 'chx-bob');
    await data(
      server.url,
      'mutation ($p: String!) { deleteAccount(password: $p) }',
      { p: 'correct horse battery' },
      bob.token,
    );
    expect(await pending(anne.token)).toEqual([]);
    const table = await data(server.url, 'query ($id: ID!) { match(id: $id) { status } }', {
      id: made.match.id,
    });
    expect(table.match.status).toBe('ABORTED');
  });
});
