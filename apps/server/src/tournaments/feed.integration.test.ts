import { createTestDatabase } from '@brethren/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Collector, data, signUp, startTestServer, wsClient, type TestServer } from '../testing/harness.js';
import { RESIGN } from '../testing/chat-operations.js';
import {
  CREATE_TOURNAMENT,
  JOIN_TOURNAMENT,
  LEAVE_TOURNAMENT,
  START_TOURNAMENT,
  TOURNAMENT_FIELDS,
} from './operations.js';

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

const TOURNAMENT_UPDATED = `subscription ($id: ID!, $inviteCode: String) {
  tournamentUpdated(id: $id, inviteCode: $inviteCode) { ${TOURNAMENT_FIELDS} } }`;

interface Seen {
  tournamentUpdated: {
    status: string;
    currentRound: number;
    playerCount: number;
    standings: { player: { handle: string }; points: number; played: number }[];
    pairings: { round: number; tables: { players: { handle: string }[]; match: { id: string } | null }[] }[];
  };
}

const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();
/** Generous: two nodes, password hashing and a shared box; the waits end as soon as the news comes. */
const PATIENCE_MS = 120_000;

describe('tournamentUpdated across two server nodes on one PostgreSQL and one Redis', () => {
  let nodeA: TestServer;
  let nodeB: TestServer;
  let prefix: string;
  const tokens: string[] = [];
  const tokenOf = new Map<string, string>();
  let host: string;

  beforeAll(async () => {
    const database = await createTestDatabase('tournament-feed');
    // The tournaments start an hour from now: the round driver only ever finishes the last round.
    const options = { database, redisUrl: REDIS_URL, tournaments: { pairingIntervalMs: 200 } };
    nodeA = await startTestServer(options);
    nodeB = await startTestServer(options);
    prefix = `f${Date.now().toString(36).slice(-5)}`;
    host = (await signUp(nodeA.url, `${prefix}host`)).token;
    for (let i = 1; i <= 4; i++) {
      const { token } = await signUp(nodeA.url, `${prefix}p${i}`);
      tokens.push(token);
      tokenOf.set(`${prefix}p${i}`, token);
    }
  }, PATIENCE_MS);
  afterAll(async () => {
    await nodeB?.close({ keepDatabase: true });
    await nodeA?.close();
  });

  const create = async (overrides: Record<string, unknown> = {}) =>
    (
      await data<{ createTournament: { id: string; inviteCode: string | null } }>(
        nodeA.url,
        CREATE_TOURNAMENT,
        {
          input: {
            name: 'Cartagena duels',
            game: 'cartagena',
            format: 'SWISS',
            playersPerTable: 2,
            clock: 'RELAXED',
            rounds: 1,
            startsAt: inAnHour(),
            ...overrides,
          },
        },
        host,
      )
    ).createTournament;

  it(
    'a watcher on one node sees joins, the start, each match ending and the finish made on the other',
    async () => {
      const { id } = await create();
      const watcher = new Collector<Seen>(wsClient(nodeB.wsUrl), TOURNAMENT_UPDATED, { id });
      const last = () => watcher.items.at(-1)!.tournamentUpdated;
      await watcher.until((items) => items.length === 1, PATIENCE_MS);
      expect(last()).toMatchObject({ status: 'SCHEDULED', playerCount: 0 });

      for (const token of tokens) await data(nodeA.url, JOIN_TOURNAMENT, { id }, token);
      await watcher.until(() => last().playerCount === 4, PATIENCE_MS);
      await data(nodeA.url, LEAVE_TOURNAMENT, { id }, tokens[3]);
      await watcher.until(() => last().playerCount === 3, PATIENCE_MS);
      await data(nodeA.url, JOIN_TOURNAMENT, { id }, tokens[3]);
      await watcher.until(() => last().playerCount === 4, PATIENCE_MS);

      await data(nodeA.url, START_TOURNAMENT, { id }, host);
      await watcher.until(() => last().status === 'RUNNING' && last().pairings.length === 1, PATIENCE_MS);
      const tables = last().pairings[0]!.tables;
      expect(tables.map((table) => table.players.length)).toEqual([2, 2]);

      // The first table's second player resigns: its match ends and its winner leads the standings.
      const [first, second] = tables;
      const resign = (table: (typeof tables)[number]) =>
        data(nodeA.url, RESIGN, { matchId: table.match!.id }, tokenOf.get(table.players[1]!.handle));
      await resign(first!);
      await watcher.until(() => last().standings.some((line) => line.played === 1), PATIENCE_MS);
      expect(last().status).toBe('RUNNING');
      const leader = last().standings[0]!;
      expect(leader).toMatchObject({ player: { handle: first!.players[0]!.handle }, points: 1, played: 1 });

      // The last match of the last round ends: the round driver of either node finishes it.
      await resign(second!);
      await watcher.until(() => last().status === 'FINISHED', PATIENCE_MS);
      expect(last().standings.map((line) => line.played)).toEqual([1, 1, 1, 1]);
      expect(watcher.errors).toEqual([]);
      watcher.dispose();
    },
    4 * PATIENCE_MS,
  );

  it(
    'a private tournament is watched with its code only; an unknown id is NOT_FOUND',
    async () => {
      const { id, inviteCode } = await create({ visibility: 'PRIVATE' });
      const stranger = new Collector<Seen>(wsClient(nodeB.wsUrl), TOURNAMENT_UPDATED, { id });
      await stranger.until(() => stranger.errors.length > 0 || stranger.completed, PATIENCE_MS);
      expect(stranger.items).toEqual([]);
      expect(JSON.stringify(stranger.errors)).toContain('NOT_FOUND');
      const guessed = new Collector<Seen>(wsClient(nodeB.wsUrl), TOURNAMENT_UPDATED, {
        id,
        inviteCode: 'not-the-code',
      });
      await guessed.until(() => guessed.errors.length > 0 || guessed.completed, PATIENCE_MS);
      expect(guessed.items).toEqual([]);
      const invited = new Collector<Seen>(wsClient(nodeB.wsUrl), TOURNAMENT_UPDATED, { id, inviteCode });
      await invited.until((items) => items.length === 1, PATIENCE_MS);
      expect(invited.items[0]!.tournamentUpdated.playerCount).toBe(0);
      const nowhere = new Collector<Seen>(wsClient(nodeB.wsUrl), TOURNAMENT_UPDATED, {
        id: '01900000-0000-7000-8000-000000000000',
      });
      await nowhere.until(() => nowhere.errors.length > 0 || nowhere.completed, PATIENCE_MS);
      expect(JSON.stringify(nowhere.errors)).toContain('NOT_FOUND');
      for (const feed of [stranger, guessed, invited, nowhere]) feed.dispose();
    },
    4 * PATIENCE_MS,
  );
});
