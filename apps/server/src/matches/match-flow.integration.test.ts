import { games, nameSeats, Random, type CartagenaView } from '@brethren/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Collector, data, signUp, startTestServer, wsClient, type TestServer } from '../testing/harness.js';
import {
  CREATE_MATCH,
  JOIN_MATCH,
  MATCH,
  MATCH_UPDATED,
  START_MATCH,
  SUBMIT,
} from '../testing/operations.js';

interface Entry {
  seq: number;
  seat: number | null;
  action: unknown;
  events: { visibleTo: unknown }[];
}

interface Update {
  matchUpdated: {
    snapshot: boolean;
    seq: number;
    status: string;
    missed: Entry[];
    entry: Entry | null;
    match: {
      viewerSeat: number | null;
      viewJson: CartagenaView | null;
      legalActions: unknown[];
      seed: string | null;
      status: string;
    };
  };
}

describe('a whole Cartagena match through the API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('two people and a bot play to the end over HTTP and WebSocket; every update is redacted for its subscriber', async () => {
    const alice = await signUp(server.url, 'alice');
    const bob = await signUp(server.url, 'bob');
    const created = await data(
      server.url,
      CREATE_MATCH,
      { input: { game: 'cartagena', seats: [{}, {}, { bot: 'heuristic' }] } },
      alice.token,
    );
    const matchId: string = created.createMatch.id;
    expect(created.createMatch.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(created.createMatch.seed).toBeNull();
    await data(server.url, JOIN_MATCH, { matchId }, bob.token);

    const clients = [
      wsClient(server.wsUrl, alice.token),
      wsClient(server.wsUrl, bob.token),
      wsClient(server.wsUrl),
    ];
    const feeds = clients.map(
      (client) => new Collector<Update>(client, MATCH_UPDATED, { matchId, sinceSeq: 0 }),
    );
    const started = await data(server.url, START_MATCH, { matchId }, alice.token);
    expect(started.startMatch.status).toBe('ACTIVE');

    // People play like any program would: read the match, choose with the engine's heuristic bot
    // from their own view and legal actions, submit with the seq they saw.
    const players = [alice.token, bob.token];
    const random = Random.fromSeed('players');
    const heuristic = games.cartagena.bots['heuristic']!;
    let finished = false;
    for (let step = 0; step < 5000 && !finished; step++) {
      let acted = false;
      for (const [seat, token] of players.entries()) {
        const { match } = await data(server.url, MATCH, { id: matchId }, token);
        if (match.status !== 'ACTIVE') {
          finished = true;
          break;
        }
        if (!match.activeSeats.includes(seat)) continue;
        const action = heuristic.choose({
          seat,
          view: match.viewJson,
          legalActions: match.legalActions,
          random,
        });
        const submitted = await data(server.url, SUBMIT, { matchId, expectedSeq: match.seq, action }, token);
        expect(submitted.submitAction.seq).toBe(match.seq + 1);
        acted = true;
      }
      if (!acted && !finished) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const { match: final } = await data(server.url, MATCH, { id: matchId }, alice.token);
    expect(final.status).toBe('FINISHED');
    expect(final.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(final.result.placements).toContain(1);

    // Every subscriber got every seq, in order, each computed for it alone.
    for (const feed of feeds)
      await feed.until((items) => items.some((item) => item.matchUpdated.status === 'FINISHED'));
    const log = await (await fetch(final.logUrl)).text();
    const [header, ...entries] = log
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(header.seed).toBe(final.seed);
    const setup = { players: 3, seed: header.seed, options: header.options };
    const states = [games.cartagena.setup(setup)];
    for (const entry of entries) {
      const outcome = games.cartagena.apply(states.at(-1)!, entry.seat, entry.action);
      expect(outcome.ok).toBe(true);
      if (outcome.ok) states.push(outcome.state);
    }
    // The engine names seats; the API names the players sitting in them.
    const replayed = games.cartagena.result(states.at(-1)!)!;
    const names = ['alice', 'bob', 'heuristic bot'];
    expect({ ...replayed, summary: nameSeats(replayed.summary, names) }).toEqual(final.result);

    for (const [index, feed] of feeds.entries()) {
      const viewer = index < 2 ? index : null;
      // The snapshot's missed entries (the feed may start after the first actions), then one per action.
      expect(feed.items[0]!.matchUpdated.snapshot).toBe(true);
      expect(feed.items.slice(1).every((item) => !item.matchUpdated.snapshot)).toBe(true);
      const received = feed.items.flatMap(({ matchUpdated: update }) => [
        ...update.missed,
        ...(update.entry ? [update.entry] : []),
      ]);
      expect(received.map((entry) => entry.seq)).toEqual(
        Array.from({ length: entries.length }, (_, i) => i + 1),
      );
      // Until the match is over (its log is then public), each entry is redacted for its subscriber.
      const whilePlaying = feed.items
        .filter(({ matchUpdated: update }) => update.status === 'ACTIVE')
        .flatMap(({ matchUpdated: update }) => [...update.missed, ...(update.entry ? [update.entry] : [])]);
      for (const entry of whilePlaying) {
        for (const event of entry.events) {
          expect(
            event.visibleTo === 'all' || (Array.isArray(event.visibleTo) && event.visibleTo.includes(viewer)),
          ).toBe(true);
        }
        if (entry.seat !== viewer) expect(entry.action).toBeNull();
      }
      for (const { matchUpdated: update } of feed.items) {
        if (update.status !== 'ACTIVE') continue;
        // Every update of a match under way, the snapshot too, shows the viewer its seq's state.
        const state = states[update.seq]!;
        expect(update.match.viewerSeat).toBe(viewer);
        expect(update.match.viewJson).toEqual(
          JSON.parse(JSON.stringify(games.cartagena.view(state, viewer))),
        );
        if (viewer !== null && update.match.viewJson) {
          expect(update.match.viewJson.hand).toHaveLength(update.match.viewJson.seats[viewer]!.handSize);
        } else {
          expect(update.match.viewJson?.hand).toBeNull();
        }
        expect(update.match.seed).toBeNull();
        // Nothing of the hidden state's own shape reaches a client: no pile order, no chest contents.
        expect(JSON.stringify(update)).not.toMatch(/"drawPile"|"chests"|"random"|"hands"/);
      }
    }
    for (const feed of feeds) feed.dispose();
    await Promise.all(clients.map(async (client) => client.dispose()));
  });
});
