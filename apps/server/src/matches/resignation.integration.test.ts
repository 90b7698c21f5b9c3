import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, signUp, startTestServer, type TestServer } from '../testing/harness.js';
import { CREATE_MATCH, JOIN_MATCH, START_MATCH } from '../testing/operations.js';

const ENDS = 'query ($id: ID!) { match(id: $id) { resignationEndsMatch } }';
const RESIGN =
  'mutation ($matchId: ID!) { resignMatch(matchId: $matchId) { status result seats { forfeited placement } } }';
const HISTORY =
  'query ($player: String!) { matches(filter: { player: $player }) { edges { node { id status } } } }';

describe('resigning at a table of bots', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('ends the match with the player last, kept in the history, as the prompt says', async () => {
    const anne = await signUp(server.url, 'lone-resigner');
    const input = { game: 'cartagena', seats: [{}, { bot: 'heuristic' }, { bot: 'random' }] };
    const matchId: string = (await data(server.url, CREATE_MATCH, { input }, anne.token)).createMatch.id;
    await data(server.url, START_MATCH, { matchId }, anne.token);
    expect((await data(server.url, ENDS, { id: matchId }, anne.token)).match.resignationEndsMatch).toBe(true);
    expect((await data(server.url, ENDS, { id: matchId })).match.resignationEndsMatch).toBe(false);

    const { resignMatch } = await data(server.url, RESIGN, { matchId }, anne.token);
    expect(resignMatch.status).toBe('FINISHED');
    expect(resignMatch.result.placements).toEqual([3, 1, 1]);
    expect(resignMatch.seats[0]).toEqual({ forfeited: true, placement: 3 });
    const history = await data(server.url, HISTORY, { player: 'lone-resigner' }, anne.token);
    expect(history.matches.edges).toEqual([{ node: { id: matchId, status: 'FINISHED' } }]);
    expect((await data(server.url, ENDS, { id: matchId }, anne.token)).match.resignationEndsMatch).toBe(
      false,
    );
  });

  it('plays on with a bot in the seat while another person is at the table', async () => {
    const anne = await signUp(server.url, 'first-resigner');
    const bob = await signUp(server.url, 'stays-on');
    const input = { game: 'cartagena', seats: [{}, {}, { bot: 'heuristic' }] };
    const matchId: string = (await data(server.url, CREATE_MATCH, { input }, anne.token)).createMatch.id;
    await data(server.url, JOIN_MATCH, { matchId }, bob.token);
    await data(server.url, START_MATCH, { matchId }, anne.token);
    expect((await data(server.url, ENDS, { id: matchId }, anne.token)).match.resignationEndsMatch).toBe(
      false,
    );
    expect((await data(server.url, RESIGN, { matchId }, anne.token)).resignMatch.status).toBe('ACTIVE');
    expect((await data(server.url, ENDS, { id: matchId }, bob.token)).match.resignationEndsMatch).toBe(true);
  });
});
