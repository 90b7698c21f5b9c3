import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  capturingLogger,
  data,
  errorCode,
  signUp,
  startTestServer,
  type TestServer,
} from '../testing/harness.js';
import { CREATE_MATCH, JOIN_MATCH } from '../testing/operations.js';
import { startedDuel } from '../testing/tables.js';

const DELETE = 'mutation ($password: String!) { deleteAccount(password: $password) }';
const SEATS = `query ($id: ID!) {
  match(id: $id) { status seats { seat open bot forfeited accountDeleted player { handle } } }
}`;
const RIGHT = 'correct horse battery';

describe('deleting an account', () => {
  let server: TestServer;
  const { logger, lines } = capturingLogger();
  beforeAll(async () => {
    server = await startTestServer({ logger });
  });
  afterAll(async () => {
    await server.close();
  });

  it('needs the password, and changes nothing without it', async () => {
    const { token } = await signUp(server.url, 'hesitant');
    expect(await errorCode(server.url, DELETE, { password: 'not it at all' }, token)).toBe(
      'INVALID_CREDENTIALS',
    );
    expect(await errorCode(server.url, DELETE, { password: RIGHT }, null)).toBe('UNAUTHENTICATED');
    expect((await data(server.url, 'query { me { handle } }', {}, token)).me.handle).toBe('hesitant');
  });

  it('resigns live matches, leaves open tables, ends every token and anonymises the seats', async () => {
    // A match under way: the account plays seat 1 against a survivor.
    const duel = await startedDuel(server.url, 'doomed');
    const doomed = duel.tokens[1]!;
    const survivor = duel.tokens[0]!;
    const api = (await data(server.url, 'mutation { createApiToken(name: "bot") { token } }', {}, doomed))
      .createApiToken.token;
    // A table of the survivor's that the account joined, and one it opened alone.
    const theirs = (
      await data(server.url, CREATE_MATCH, { input: { game: 'cartagena', seats: [{}, {}, {}] } }, survivor)
    ).createMatch.id;
    await data(server.url, JOIN_MATCH, { matchId: theirs }, doomed);
    const own = (
      await data(server.url, CREATE_MATCH, { input: { game: 'cartagena', seats: [{}, {}] } }, doomed)
    ).createMatch.id;

    expect(await data(server.url, DELETE, { password: RIGHT }, doomed)).toEqual({ deleteAccount: true });

    for (const token of [doomed, api])
      expect(await errorCode(server.url, 'query { me { handle } }', {}, token)).toBe('UNAUTHENTICATED');
    expect(await server.platform.prisma.user.count({ where: { handleKey: 'doomed-b' } })).toBe(0);

    // The resignation ends the two-player match (the survivor wins); the seat names no one.
    const live = (await data(server.url, SEATS, { id: duel.matchId }, survivor)).match;
    expect(live.status).toBe('FINISHED');
    expect(live.seats[1]).toEqual({
      seat: 1,
      open: false,
      bot: 'heuristic',
      forfeited: true,
      accountDeleted: true,
      player: null,
    });
    expect(live.seats[0]).toMatchObject({ accountDeleted: false, player: { handle: 'doomed-a' } });
    const placed = await data(
      server.url,
      'query ($id: ID!) { match(id: $id) { seats { placement } } }',
      { id: duel.matchId },
      survivor,
    );
    expect(placed.match.seats.map((seat: { placement: number }) => seat.placement)).toEqual([1, 2]);
    const joined = (await data(server.url, SEATS, { id: theirs }, survivor)).match;
    expect(joined.seats.map((seat: any) => seat.open)).toEqual([false, true, true]);
    expect((await data(server.url, SEATS, { id: own }, survivor)).match.status).toBe('ABORTED');

    // The handle is free again; the old seats do not become the newcomer's.
    await signUp(server.url, 'doomed-b');
    expect((await data(server.url, SEATS, { id: duel.matchId }, survivor)).match.seats[1].player).toBeNull();

    expect(lines.find((line) => line['event'] === 'token_created')).toMatchObject({ kind: 'API' });
    expect(
      lines.find((line) => line['event'] === 'tokens_ended' && line['reason'] === 'account_deleted'),
    ).toMatchObject({ tokenIds: [expect.any(String), expect.any(String)], audit: true });
    expect(lines.find((line) => line['event'] === 'account_deleted')).toMatchObject({
      handleKey: 'doomed-b',
      resigned: 1,
      leftTables: 2,
      endedTokens: 2,
    });
  });

  it('a seat whose player was deleted in a finished match names no one', async () => {
    const duel = await startedDuel(server.url, 'gone');
    await server.platform.prisma.$executeRawUnsafe(
      `UPDATE matches SET status = 'FINISHED', finished_at = now() WHERE id = $1`,
      duel.matchId,
    );
    await server.platform.prisma.user.delete({ where: { handleKey: 'gone-b' } });
    const seats = (await data(server.url, SEATS, { id: duel.matchId }, duel.tokens[0])).match.seats;
    expect(seats[1]).toMatchObject({ open: false, bot: null, accountDeleted: true, player: null });
  });
});
