import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnginePort } from '../engine/port.js';
import { RESIGN } from '../testing/chat-operations.js';
import { data, signUp, startTestServer, type TestServer } from '../testing/harness.js';
import { MATCH, SUBMIT } from '../testing/operations.js';
import { exportFileName, monthOf } from './format.js';
import { verifyFiles } from './verify-files.js';

const JOIN =
  'mutation ($game: ID!, $counts: [Int!]!) { joinQueue(game: $game, playerCounts: $counts) { status } }';
const TICKET = 'query { queueTicket { status match { id } } }';

/** Two players queue for ranked two-player Cartagena until the queue seats them; the new match's id. */
async function rankedDuel(
  url: string,
  tokens: readonly string[],
  before: readonly string[],
): Promise<string> {
  for (const token of tokens) await data(url, JOIN, { game: 'cartagena', counts: [2] }, token);
  for (;;) {
    const { queueTicket } = await data(url, TICKET, {}, tokens[0]);
    const id = queueTicket?.match?.id;
    if (queueTicket?.status === 'MATCHED' && !before.includes(id)) return id;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Plays the first legal action of whoever is due (the queue seats people in any order), `moves` times. */
async function play(url: string, matchId: string, tokens: readonly string[], moves: number) {
  for (let done = 0; done < moves; done++) {
    for (const token of tokens) {
      const { match } = await data(url, MATCH, { id: matchId }, token);
      if (!match.activeSeats.includes(match.viewerSeat)) continue;
      await data(url, SUBMIT, { matchId, expectedSeq: match.seq, action: match.legalActions[0] }, token);
      break;
    }
  }
}

describe('open data written by the server', () => {
  let server: TestServer;
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'brethren-exports-'));
    server = await startTestServer({
      ranked: {
        waveIntervalMs: 50,
        clockOverride: { perDecisionMs: 60_000, bankMs: 60_000, maxTimeouts: 3 },
      },
      dataExports: { dir: directory, checkIntervalMs: 100, refreshMs: 100 },
    });
  });
  afterAll(async () => {
    await server?.close();
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('exports the ranked matches people played; the verifier agrees with every result and rating', async () => {
    const people = await Promise.all(['od-anne', 'od-mary'].map((handle) => signUp(server.url, handle)));
    const tokens = people.map((person) => person.token);
    // Each ends by a resignation a few moves in (a whole game through HTTP takes minutes here); the
    // file's other tests cover results the game itself reaches.
    const matchIds: string[] = [];
    for (const resigning of [1, 0]) {
      const matchId = await rankedDuel(server.url, tokens, matchIds);
      matchIds.push(matchId);
      await play(server.url, matchId, tokens, 4);
      await data(server.url, RESIGN, { matchId }, tokens[resigning]);
    }

    const month = monthOf(new Date());
    for (;;) {
      const row = await server.platform.prisma.dataExport.findUnique({
        where: { game_month: { game: 'cartagena', month } },
      });
      if (row?.matches === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const said: string[] = [];
    const file = path.join(directory, exportFileName('cartagena', month));
    await verifyFiles([file], new EnginePort(), (line) => said.push(line));
    expect(said).toEqual(['2 matches replayed, 0 mismatches; ratings identical']);
  });
});
