import { games, Random } from '@brethren/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, signUp, startTestServer, type TestServer } from '../testing/harness.js';
import { CREATE_MATCH, MATCH, START_MATCH, SUBMIT } from '../testing/operations.js';

describe('an expert bot at the table', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A short think keeps the test quick; the search runs on the bot pool's worker thread all the same.
    server = await startTestServer({ bots: { workers: 1, thinkMs: 40 } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('a person and an expert bot play Cartagena to the end through the API', async () => {
    const anne = await signUp(server.url, 'anne');
    const created = await data(
      server.url,
      CREATE_MATCH,
      { input: { game: 'cartagena', seats: [{}, { bot: 'expert' }] } },
      anne.token,
    );
    const matchId: string = created.createMatch.id;
    const started = await data(server.url, START_MATCH, { matchId }, anne.token);
    expect(started.startMatch.status).toBe('ACTIVE');

    const random = Random.fromSeed('anne');
    const heuristic = games.cartagena.bots['heuristic']!;
    let botMoves = 0;
    let lastSeq = 0;
    for (let step = 0; step < 5000; step++) {
      const { match } = await data(server.url, MATCH, { id: matchId }, anne.token);
      if (match.status !== 'ACTIVE') break;
      if (!match.activeSeats.includes(0)) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        continue;
      }
      // Every seq between two of anne's turns was the bot's.
      botMoves += match.seq - lastSeq;
      const action = heuristic.choose({
        seat: 0,
        view: match.viewJson,
        legalActions: match.legalActions,
        random,
      });
      await data(server.url, SUBMIT, { matchId, expectedSeq: match.seq, action }, anne.token);
      lastSeq = match.seq + 1;
    }
    const { match: final } = await data(server.url, MATCH, { id: matchId }, anne.token);
    expect(final.status).toBe('FINISHED');
    expect(final.result.placements).toContain(1);
    expect(botMoves).toBeGreaterThan(0);
  });
});
