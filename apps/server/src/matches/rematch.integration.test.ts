import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, signUp, startTestServer, type TestServer } from '../testing/harness.js';
import { CREATE_MATCH, JOIN_MATCH, START_MATCH } from '../testing/operations.js';

const RESIGN = 'mutation ($matchId: ID!) { resignMatch(matchId: $matchId) { status } }';
const OFFER =
  'mutation ($matchId: ID!) { offerRematch(matchId: $matchId) { id status rematchOf seats { ready } } }';
const ACCEPT = 'mutation ($matchId: ID!) { acceptRematch(matchId: $matchId) { id status } }';
const REMATCH =
  'query ($id: ID!) { match(id: $id) { rematch { id status seats { player { handle } ready } } } }';

describe('rematches through two nodes of one database', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer();
    second = await startTestServer({ database: first.database });
  });
  afterAll(async () => {
    await second.close({ keepDatabase: true });
    await first.close();
  });

  it('two players offering at once get one rematch, which starts when the other accepts', async () => {
    const anne = await signUp(first.url, 'again-anne');
    const bob = await signUp(first.url, 'again-bob');
    const created = await data(
      first.url,
      CREATE_MATCH,
      { input: { game: 'cartagena', seats: [{}, {}] } },
      anne.token,
    );
    const matchId: string = created.createMatch.id;
    await data(first.url, JOIN_MATCH, { matchId }, bob.token);
    await data(first.url, START_MATCH, { matchId }, anne.token);
    expect((await data(first.url, RESIGN, { matchId }, bob.token)).resignMatch.status).toBe('FINISHED');

    const [byAnne, byBob] = await Promise.all([
      data(first.url, OFFER, { matchId }, anne.token),
      data(second.url, OFFER, { matchId }, bob.token),
    ]);
    expect(byAnne.offerRematch.id).toBe(byBob.offerRematch.id);
    expect(byAnne.offerRematch).toMatchObject({ status: 'OPEN', rematchOf: matchId });
    const { match } = await data(second.url, REMATCH, { id: matchId });
    expect(match.rematch.id).toBe(byAnne.offerRematch.id);
    // Whoever's offer was stored first has accepted; the other accepts now, and it starts.
    const waiting = match.rematch.seats.find((seat: { ready: boolean }) => !seat.ready);
    const accepting = waiting.player.handle === 'again-anne' ? anne : bob;
    const accepted = await data(second.url, ACCEPT, { matchId: match.rematch.id }, accepting.token);
    expect(accepted.acceptRematch.status).toBe('ACTIVE');
  });
});
